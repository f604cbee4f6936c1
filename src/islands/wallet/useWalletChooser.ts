import { useEffect, useRef, useState } from 'react';
import {
  type ChooserStatus,
  onChooserEvent,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from '../../chooser/chooserContract.ts';

/** A choice the island acts on, as the chooser holds it pending. */
export interface ChoiceInHand {
  choice: WalletChoice;
  /** Aborts when the chooser cancels the choice (closed, or back) or a new choice replaces it. */
  signal: AbortSignal;
  /** Tells the chooser how it goes: progress, then one final done or failed; nothing once aborted. */
  report(status: ChooserStatus): void;
}

/** What the island does with what the visitor does in the page's chooser. */
export interface ChooserHandlers {
  /** Acts on a choice (the chooser closes once it reports done or failed). */
  choose(inHand: ChoiceInHand): void;
  /** The visitor is about to choose: get this connector ready. */
  prefetch(kind: PrefetchKind): void;
}

/**
 * Connects the island to the page's static wallet chooser (see chooserContract.ts): listens for choices, cancels
 * and prefetches, then says it is ready, so what the visitor did while the island loaded arrives now. The
 * chooser owns the pending choice; this returns it as the island last heard of it, null once it ended.
 */
export function useWalletChooser(handlers: ChooserHandlers): WalletChoice | null {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [pending, setPending] = useState<WalletChoice | null>(null);
  useEffect(() => {
    let inHand: AbortController | null = null;
    const choose = (choice: WalletChoice) => {
      inHand?.abort();
      const controller = new AbortController();
      inHand = controller;
      setPending(choice);
      let settled = false;
      const report = (status: ChooserStatus) => {
        if (controller.signal.aborted || settled) return;
        settled = status.kind !== 'progress';
        if (settled) setPending(null);
        sendChooserEvent('wallet-chooser:status', status);
      };
      latest.current.choose({ choice, signal: controller.signal, report });
    };
    const cancel = () => {
      inHand?.abort();
      setPending(null);
    };
    const stops = [
      onChooserEvent('wallet-chooser:choose', choose),
      onChooserEvent('wallet-chooser:cancel', cancel),
      onChooserEvent('wallet-chooser:prefetch', (kind) => latest.current.prefetch(kind)),
    ];
    sendChooserEvent('wallet-chooser:ready', null);
    return () => {
      for (const stop of stops) stop();
      inHand?.abort();
    };
  }, []);
  return pending;
}

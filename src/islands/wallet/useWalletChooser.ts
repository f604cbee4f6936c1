import { useEffect, useRef } from 'react';
import {
  CHOOSER_EVENTS,
  type ChooserStatus,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from '../../chooser/chooserProtocol.ts';

/** What the island does with a choice made in the page's chooser. */
export interface ChooserHandlers {
  /** Acts on a choice; `report` tells the chooser how it goes (it closes on done or failed). */
  choose(choice: WalletChoice, report: (status: ChooserStatus) => void): void;
  /** The visitor closed the chooser before the choice was done. */
  cancel(): void;
  /** The visitor is about to choose: download this connector (nothing is created). */
  prefetch(kind: PrefetchKind): void;
}

/**
 * Connects the island to the page's static wallet chooser (see chooserProtocol.ts): listens for choices,
 * cancels and prefetches, then says it is ready, so what the visitor did while the island loaded arrives now.
 */
export function useWalletChooser(handlers: ChooserHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const report = (status: ChooserStatus) => sendChooserEvent(CHOOSER_EVENTS.status, status);
    const onChoose = (event: Event) => {
      const choice = (event as CustomEvent<WalletChoice | undefined>).detail;
      if (choice) latest.current.choose(choice, report);
    };
    const onCancel = () => latest.current.cancel();
    const onPrefetch = (event: Event) => {
      const kind = (event as CustomEvent<unknown>).detail;
      if (kind === 'injected' || kind === 'walletconnect') latest.current.prefetch(kind);
    };
    document.addEventListener(CHOOSER_EVENTS.choose, onChoose);
    document.addEventListener(CHOOSER_EVENTS.cancel, onCancel);
    document.addEventListener(CHOOSER_EVENTS.prefetch, onPrefetch);
    sendChooserEvent(CHOOSER_EVENTS.ready);
    return () => {
      document.removeEventListener(CHOOSER_EVENTS.choose, onChoose);
      document.removeEventListener(CHOOSER_EVENTS.cancel, onCancel);
      document.removeEventListener(CHOOSER_EVENTS.prefetch, onPrefetch);
    };
  }, []);
}

import { useEffect, useRef } from 'react';
import {
  type ChooserStatus,
  onChooserEvent,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from '../../chooser/chooserContract.ts';

/** What the island does with what the visitor does in the page's chooser. */
export interface ChooserHandlers {
  /** Acts on a choice; `report` tells the chooser how it goes (it closes on done or failed). */
  choose(choice: WalletChoice, report: (status: ChooserStatus) => void): void;
  /** The visitor closed the chooser, or went back, before the choice was done. */
  cancel(): void;
  /** The visitor is about to choose: get this connector ready. */
  prefetch(kind: PrefetchKind): void;
}

/**
 * Connects the island to the page's static wallet chooser (see chooserContract.ts): listens for choices, cancels
 * and prefetches, then says it is ready, so what the visitor did while the island loaded arrives now.
 */
export function useWalletChooser(handlers: ChooserHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const report = (status: ChooserStatus) => sendChooserEvent('wallet-chooser:status', status);
    const stops = [
      onChooserEvent('wallet-chooser:choose', (choice) => latest.current.choose(choice, report)),
      onChooserEvent('wallet-chooser:cancel', () => latest.current.cancel()),
      onChooserEvent('wallet-chooser:prefetch', (kind) => latest.current.prefetch(kind)),
    ];
    sendChooserEvent('wallet-chooser:ready', null);
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
}

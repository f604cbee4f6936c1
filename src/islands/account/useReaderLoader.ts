import { useCallback, useRef } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';

/** The reader made for one config. */
type LoadedReader = { config: PanelConfig; reader: Promise<AccountReader> };

/**
 * A loader for the chain-reading code (ethers): imported on first call, once per config; call it early to
 * prefetch.
 */
export function useReaderLoader(config: PanelConfig): () => Promise<AccountReader> {
  const loaded = useRef<LoadedReader | null>(null);
  return useCallback(() => {
    if (loaded.current?.config !== config) {
      const reader = import('../../lib/reads/createAccountReader.ts').then((module) =>
        module.createAccountReader(config),
      );
      loaded.current = { config, reader };
    }
    return loaded.current.reader;
  }, [config]);
}

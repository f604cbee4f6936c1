import { useCallback, useRef } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';

/** A loader for the chain-reading code (ethers): imported on first call, once; call it early to prefetch. */
export function useReaderLoader(config: PanelConfig): () => Promise<AccountReader> {
  const reader = useRef<Promise<AccountReader> | null>(null);
  return useCallback(() => {
    reader.current ??= import('../../lib/reads/createAccountReader.ts').then((module) =>
      module.createAccountReader(config),
    );
    return reader.current;
  }, [config]);
}

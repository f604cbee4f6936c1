import { describe, expect, inject, it } from 'vitest';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import { DEV_ACCOUNTS } from '../../../rig/chain/devAccounts.ts';
import { useReaderLoader } from './useReaderLoader.ts';

const config = inject('panelConfig');
const [chain] = config.chains;

describe('useReaderLoader', () => {
  it('loads the reader once, however often it is asked, and the reader reads the local chain', async () => {
    const hook = await renderHook(useReaderLoader, config);
    const [first, second] = [hook.current(), hook.current()];
    expect(first).toBe(second);
    const reader = await first;
    if (!chain) throw new Error('The test config has no chain.');
    const [snapshot] = await reader.readChain(chain.id, [{ address: DEV_ACCOUNTS[0].address }]);
    expect(snapshot?.status).toBe('ok');
    expect(snapshot?.holdings.find((holding) => holding.token === 'native')?.raw).toBeGreaterThan(0n);
  });

  it('keeps its reader across renders with the same config', async () => {
    const hook = await renderHook(useReaderLoader, config);
    const reader = await hook.current();
    await hook.rerender(config);
    expect(await hook.current()).toBe(reader);
  });

  it('makes a new reader for a new config', async () => {
    const hook = await renderHook(useReaderLoader, config);
    const reader = await hook.current();
    await hook.rerender({ ...config });
    expect(await hook.current()).not.toBe(reader);
  });
});

import { act } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import {
  type ChooserEvents,
  type ChooserStatus,
  onChooserEvent,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from '../../chooser/chooserContract.ts';
import { type ChoiceInHand, type ChooserHandlers, useWalletChooser } from './useWalletChooser.ts';

const walletConnect: WalletChoice = { kind: 'walletconnect' };
const injected: WalletChoice = {
  kind: 'injected',
  walletId: 'b0a0c0d0-1111-4222-8333-444455556666',
  name: 'Test',
};

/** Sends a chooser event as the page's chooser does, inside `act`. */
const send = <K extends keyof ChooserEvents>(type: K, detail: ChooserEvents[K]) =>
  act(async () => sendChooserEvent(type, detail));

/** Handlers that keep every choice and prefetch they are handed, and every status the island sends. */
function recordingHandlers() {
  const choices: ChoiceInHand[] = [];
  const prefetches: PrefetchKind[] = [];
  const statuses: ChooserStatus[] = [];
  onTestFinished(onChooserEvent('wallet-chooser:status', (status) => statuses.push(status)));
  const handlers: ChooserHandlers = {
    choose: (inHand) => choices.push(inHand),
    prefetch: (kind) => prefetches.push(kind),
  };
  /** The choice handed over `index`-th, which the test reports on. */
  const inHand = (index: number): ChoiceInHand => {
    const found = choices[index];
    if (!found) throw new Error(`No choice #${index} was handed over.`);
    return found;
  };
  return { handlers, choices, prefetches, statuses, inHand };
}

describe('useWalletChooser', () => {
  it('says ready once it listens, so a choice the chooser held is handed over then', async () => {
    const { handlers, choices } = recordingHandlers();
    let readies = 0;
    onTestFinished(
      onChooserEvent('wallet-chooser:ready', () => {
        readies++;
        sendChooserEvent('wallet-chooser:choose', walletConnect);
      }),
    );
    sendChooserEvent('wallet-chooser:choose', injected);
    const hook = await renderHook(useWalletChooser, handlers);
    expect(choices.map((inHand) => inHand.choice)).toEqual([walletConnect]);
    expect(hook.current).toEqual(walletConnect);
    await hook.rerender({ ...handlers });
    expect(readies).toBe(1);
  });

  it('aborts the choice in hand when a new one replaces it, and hears nothing more from it', async () => {
    const { handlers, statuses, inHand } = recordingHandlers();
    const hook = await renderHook(useWalletChooser, handlers);
    await send('wallet-chooser:choose', walletConnect);
    await send('wallet-chooser:choose', injected);
    expect(inHand(0).signal.aborted).toBe(true);
    expect(inHand(1).signal.aborted).toBe(false);
    expect(hook.current).toEqual(injected);
    await act(async () => inHand(0).report({ kind: 'done' }));
    expect(statuses).toEqual([]);
    expect(hook.current).toEqual(injected);
    await act(async () => inHand(1).report({ kind: 'done' }));
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect(hook.current).toBeNull();
  });

  it('aborts the choice in hand on cancel: nothing pending, and its report says nothing', async () => {
    const { handlers, statuses, inHand } = recordingHandlers();
    const hook = await renderHook(useWalletChooser, handlers);
    await send('wallet-chooser:choose', walletConnect);
    expect(hook.current).toEqual(walletConnect);
    await send('wallet-chooser:cancel', null);
    expect(inHand(0).signal.aborted).toBe(true);
    expect(hook.current).toBeNull();
    await act(async () => inHand(0).report({ kind: 'failed' }));
    expect(statuses).toEqual([]);
  });

  it('passes progress on, then says one final word per choice', async () => {
    const { handlers, statuses, inHand } = recordingHandlers();
    const hook = await renderHook(useWalletChooser, handlers);
    await send('wallet-chooser:choose', { kind: 'all-wallets' });
    await act(async () => {
      inHand(0).report({ kind: 'progress', message: 'Opening' });
      inHand(0).report({ kind: 'progress', message: 'Still opening' });
    });
    expect(hook.current).toEqual({ kind: 'all-wallets' });
    // All wallets reports done when AppKit shows, and its connect settling must not close the chooser again.
    await act(async () => {
      inHand(0).report({ kind: 'done' });
      inHand(0).report({ kind: 'done' });
      inHand(0).report({ kind: 'failed' });
      inHand(0).report({ kind: 'progress', message: 'Late' });
    });
    expect(statuses).toEqual([
      { kind: 'progress', message: 'Opening' },
      { kind: 'progress', message: 'Still opening' },
      { kind: 'done' },
    ]);
    expect(hook.current).toBeNull();
  });

  it('hands prefetches and choices to the latest handlers', async () => {
    const first = recordingHandlers();
    const latest = recordingHandlers();
    const hook = await renderHook(useWalletChooser, first.handlers);
    await hook.rerender(latest.handlers);
    await send('wallet-chooser:prefetch', 'walletconnect');
    await send('wallet-chooser:prefetch', 'injected');
    await send('wallet-chooser:choose', injected);
    expect(first.prefetches).toEqual([]);
    expect(first.choices).toEqual([]);
    expect(latest.prefetches).toEqual(['walletconnect', 'injected']);
    expect(latest.choices.map((inHand) => inHand.choice)).toEqual([injected]);
  });

  it('after unmount, aborts the choice in hand and hears no chooser event', async () => {
    const { handlers, choices, prefetches, statuses, inHand } = recordingHandlers();
    const hook = await renderHook(useWalletChooser, handlers);
    await send('wallet-chooser:choose', walletConnect);
    const renders = hook.history.length;
    await hook.unmount();
    expect(inHand(0).signal.aborted).toBe(true);
    inHand(0).report({ kind: 'done' });
    sendChooserEvent('wallet-chooser:choose', injected);
    sendChooserEvent('wallet-chooser:prefetch', 'walletconnect');
    sendChooserEvent('wallet-chooser:cancel', null);
    expect(choices).toHaveLength(1);
    expect(prefetches).toEqual([]);
    expect(statuses).toEqual([]);
    expect(hook.history).toHaveLength(renders);
  });
});

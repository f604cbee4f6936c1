import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import { useVisibleInterval } from './useVisibleInterval.ts';

/** Makes the tab look hidden or visible, as switching tabs does, and tells the page. */
function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

type Props = { intervalMs: number; active: boolean; callback: () => void };
const render = (props: Props) =>
  renderHook(
    ({ callback, intervalMs, active }: Props) => useVisibleInterval(callback, intervalMs, active),
    props,
  );

describe('useVisibleInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('calls back every interval while the tab is visible', async () => {
    const callback = vi.fn();
    await render({ callback, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(callback).toHaveBeenCalledTimes(4);
  });

  it('pauses in a hidden tab and calls at once on return when a call is due', async () => {
    const callback = vi.fn();
    await render({ callback, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(400);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5000);
    expect(callback).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('on return before a call is due, waits only for the rest of the interval', async () => {
    const callback = vi.fn();
    await render({ callback, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(300);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(200);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(499);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive, and stops when made inactive', async () => {
    const callback = vi.fn();
    const hook = await render({ callback, intervalMs: 1000, active: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(callback).not.toHaveBeenCalled();
    await hook.rerender({ callback, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).toHaveBeenCalledTimes(1);
    await hook.rerender({ callback, intervalMs: 1000, active: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback without restarting the interval', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = await render({ callback: first, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(600);
    await hook.rerender({ callback: second, intervalMs: 1000, active: true });
    await vi.advanceTimersByTimeAsync(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer or listener behind on unmount', async () => {
    const callback = vi.fn();
    const hook = await render({ callback, intervalMs: 1000, active: true });
    await hook.unmount();
    await vi.advanceTimersByTimeAsync(5000);
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(5000);
    expect(callback).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

declare global {
  /** Tells React that updates here run inside `act`, as in any React test. */
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Calls the hook under test as a component would, and hands each value it returns to `record`. */
function Probe<P, R>({
  hook,
  props,
  record,
}: {
  hook: (props: P) => R;
  props: P;
  record: (value: R) => void;
}) {
  record(hook(props));
  return null;
}

/** A hook rendered in a detached root: its latest value, and ways to render it again or unmount it. */
export interface RenderedHook<P, R> {
  /** What the hook returned on its latest render. */
  readonly current: R;
  /** Every value the hook returned, in order. */
  readonly history: readonly R[];
  rerender(props: P): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Renders `hook` with `props` in a real React root (Chromium's DOM, React's own `act`), the way a component
 * would use it; `await settle()` between steps lets effects and promises run. A hook still mounted when its test
 * ends is unmounted then, so no test's timers or listeners reach the next.
 */
export async function renderHook<P, R>(hook: (props: P) => R, props: P): Promise<RenderedHook<P, R>> {
  const history: R[] = [];
  const record = (value: unknown) => history.push(value as R);
  const root = createRoot(document.createElement('div'));
  let mounted = true;
  const unmount = async () => {
    if (!mounted) return;
    mounted = false;
    await act(async () => root.unmount());
  };
  onTestFinished(unmount);
  await act(async () => root.render(<Probe hook={hook} props={props} record={record} />));
  return {
    get current() {
      return history[history.length - 1] as R;
    },
    history,
    rerender: (next) => act(async () => root.render(<Probe hook={hook} props={next} record={record} />)),
    unmount,
  };
}

/** Lets pending effects, state updates and resolved promises run, inside `act`. */
export function settle(): Promise<void> {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

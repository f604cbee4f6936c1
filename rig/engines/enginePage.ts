/**
 * An element the suite acts on: the first match of `css` that is rendered and, with `text`, whose rendered
 * text (or `aria-label`) starts with it.
 */
export interface Target {
  css: string;
  text?: string;
}

/** A page in one engine, behind the same few verbs whichever protocol drives it. */
export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with JSON `args` and returns its (awaited) JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Whether `target` is in the page and rendered now. */
  isShown(target: Target): Promise<boolean>;
  hover(target: Target): Promise<void>;
  click(target: Target): Promise<void>;
  /** Clears the field, types `text` with real key events, and presses Enter. */
  submit(target: Target, text: string): Promise<void>;
  /** A PNG of the element as the engine paints it. */
  screenshot(target: Target): Promise<Buffer>;
  /** Every uncaught error and unhandled rejection the page reported so far. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long an element may take to show before an action on it fails. */
export const FIND_TIMEOUT_MS = 10_000;

/** A page's viewport (the window's content area), in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** The viewport pages open with unless a test asks for another: a desktop's. */
export const DESKTOP_VIEWPORT: Viewport = { width: 1280, height: 900 };

/** A browser under test, named with its version as it reports it, opening fresh pages (fresh storage each). */
export interface Engine<P extends EnginePage = EnginePage> {
  /** E.g. `Firefox ESR 153`, `WebKitGTK 2.50`. */
  name: string;
  openPage(viewport?: Viewport): Promise<P>;
  stop(): Promise<void>;
}

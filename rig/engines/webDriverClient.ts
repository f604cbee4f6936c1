/** The W3C key of an element reference in WebDriver's JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** An element reference of a WebDriver session. */
export interface WebDriverElement {
  [ELEMENT_KEY]: string;
}

/** A WebDriver command that failed: the error code the driver gave, and its message. */
export class WebDriverError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`WebDriver ${code}: ${message}`);
    this.code = code;
  }
}

/** One WebDriver classic session: the few commands the engine suite needs, over `fetch`. */
export interface WebDriverSession {
  capabilities: Record<string, unknown>;
  navigate(url: string): Promise<void>;
  refresh(): Promise<void>;
  /** Runs `body` (a function body; its arguments are `arguments[0…]`) in the page and returns its value. */
  execute<T>(body: string, args?: unknown[]): Promise<T>;
  /** As {@link execute}, for a body that calls `arguments[arguments.length - 1]` with its result. */
  executeAsync<T>(body: string, args?: unknown[]): Promise<T>;
  click(element: WebDriverElement): Promise<void>;
  /** Moves the mouse pointer onto the element's centre, as a visitor pointing at it does. */
  moveTo(element: WebDriverElement): Promise<void>;
  /** Clears a text field and types `text` into it with the driver's own key events. */
  type(element: WebDriverElement, text: string): Promise<void>;
  /** A PNG of the viewport, as the browser paints it. */
  screenshot(): Promise<Buffer>;
  setWindowRect(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long one command may take: a browser that cannot start (no display, say) leaves a new-session request
 * hanging, and an engine's start runs before any test timeout applies. Well inside a test's own timeout, so a
 * command that hangs is named in the failure rather than lost in a test timeout.
 */
const COMMAND_TIMEOUT_MS = 20_000;

/** Sends one command to the driver at `base` and returns its `value`, or throws its error. */
async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new WebDriverError('no answer', `${method} ${path || '/'}: ${String(error)}`);
  }
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
  return value;
}

/**
 * Opens a WebDriver classic session on the driver at `driverUrl` with `capabilities` (W3C `alwaysMatch`). A
 * small client rather than a library: the suite needs a dozen commands, each one `fetch`.
 */
export async function startWebDriverSession(
  driverUrl: string,
  capabilities: Record<string, unknown>,
): Promise<WebDriverSession> {
  const created = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(
    driverUrl,
    'POST',
    '/session',
    { capabilities: { alwaysMatch: capabilities } },
  );
  const base = `${driverUrl}/session/${created.sessionId}`;
  const send = <T>(method: string, path: string, body?: unknown) => command<T>(base, method, path, body);
  const id = (element: WebDriverElement) => element[ELEMENT_KEY];
  return {
    capabilities: created.capabilities,
    navigate: (url) => send('POST', '/url', { url }),
    refresh: () => send('POST', '/refresh', {}),
    execute: (body, args = []) => send('POST', '/execute/sync', { script: body, args }),
    executeAsync: (body, args = []) => send('POST', '/execute/async', { script: body, args }),
    click: (element) => send('POST', `/element/${id(element)}/click`, {}),
    moveTo: async (element) => {
      const move = { type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 };
      const mouse = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [move] };
      await send('POST', '/actions', { actions: [mouse] });
    },
    type: async (element, text) => {
      await send('POST', `/element/${id(element)}/clear`, {});
      await send('POST', `/element/${id(element)}/value`, { text });
    },
    screenshot: async () => Buffer.from(await send<string>('GET', '/screenshot'), 'base64'),
    setWindowRect: (width, height) => send('POST', '/window/rect', { width, height }),
    close: () => send('DELETE', ''),
  };
}

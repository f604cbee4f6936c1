/** One HTTP exchange with the gateway, as a visitor sees it. */
export interface GatewayExchange {
  status: number;
  headers: [string, string][];
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** Options of {@link callGateway}: the client IP (CF-Connecting-IP, which wrangler dev passes through), method, headers. */
export interface CallOptions {
  ip?: string;
  method?: string;
  headers?: Record<string, string>;
  /** A raw body (string or stream) instead of JSON. */
  raw?: BodyInit;
  /** Fails the call (a hang) when the whole answer has not come within this many milliseconds. */
  timeoutMs?: number;
}

/**
 * Sends one request to a running gateway and records everything a visitor could see of the answer in
 * `seen` (status, every header, the body), for the test that scans it all for upstream secrets.
 */
export async function callGateway(
  seen: GatewayExchange[],
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<GatewayExchange> {
  const body = options.raw ?? (payload === undefined ? undefined : JSON.stringify(payload));
  const response = await fetch(url, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.ip ? { 'cf-connecting-ip': options.ip } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body }),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  } as RequestInit);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const exchange = { status: response.status, headers: [...response.headers], text, json };
  seen.push(exchange);
  return exchange;
}

/** The rate-limit key of requests that arrive without a client IP: they share one budget. */
export const SHARED_RATE_LIMIT_KEY = 'no-client-ip';

/**
 * The key the rate limiter counts a request under: the client IP Cloudflare puts in `CF-Connecting-IP`
 * (it overwrites any the client sends), or one shared key when absent. Used for the limiter only, never logged.
 */
export function toRateLimitKey(headers: Headers): string {
  const ip = headers.get('cf-connecting-ip')?.trim();
  return ip ? ip : SHARED_RATE_LIMIT_KEY;
}

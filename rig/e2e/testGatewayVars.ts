/**
 * How long the tests' gateway gives one upstream (`RPC_UPSTREAM_TIMEOUT_MS`, a Worker variable): a hanging
 * upstream is found out in a second rather than four, since that wait runs in workerd, out of reach of the
 * page's clock. The page's own timeouts and retries are unchanged.
 */
const TEST_UPSTREAM_TIMEOUT_MS = '1000';

/**
 * Upstream calls a second the tests' gateway may send each chain (`RPC_UPSTREAM_RPS_<chainId>`, a Worker
 * variable): the suites read far more than a visitor, and after the 429s a test injects the budget slows to an
 * eighth, whose spacing (a second a call at the default 10) would hold the next tests' reads in real time, out
 * of reach of the page's clock. The budget itself is tested in `tests/gateway/`.
 */
const TEST_UPSTREAM_RPS = '1000';

/** The Worker variables of the tests' gateway: each chain's upstream (a keyed URL), its budget, the timeout. */
export function testGatewayVars(upstreams: ReadonlyMap<number, string>): Record<string, string> {
  return {
    ...Object.fromEntries([...upstreams].map(([chainId, url]) => [`RPC_UPSTREAMS_${chainId}`, url])),
    ...Object.fromEntries(
      [...upstreams.keys()].map((chainId) => [`RPC_UPSTREAM_RPS_${chainId}`, TEST_UPSTREAM_RPS]),
    ),
    RPC_UPSTREAM_TIMEOUT_MS: TEST_UPSTREAM_TIMEOUT_MS,
  };
}

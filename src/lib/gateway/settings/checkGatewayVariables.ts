import { nearestFieldName } from '../../text/nearestName.ts';
import { MAX_MERGE_WINDOW_MS, MAX_UPSTREAM_TIMEOUT_MS } from '../gatewayLimits.ts';
import { MAX_READ_SHARDS } from './parseGatewaySettings.ts';

/** The gateway's variables that name no chain. */
const PLAIN_VARIABLES = [
  'RPC_UPSTREAM_TIMEOUT_MS',
  'RPC_RATE_LIMIT_PERIOD_S',
  'RPC_MERGE_WINDOW_MS',
] as const;

/** The gateway's variables per chain, by prefix. */
const CHAIN_PREFIXES = ['RPC_UPSTREAMS_', 'RPC_UPSTREAM_RPS_', 'RPC_READ_SHARDS_'] as const;

/** Bindings whose names start like the gateway's variables. */
const BINDINGS = new Set(['RPC_RATE_LIMITER']);

const isWhole = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** What is wrong with the value of a known variable, or null. Never repeats the value (it may hold a key). */
function checkValue(name: string, value: unknown): string | null {
  if (typeof value !== 'string') return `${name} is not text`;
  if (name === 'RPC_UPSTREAM_TIMEOUT_MS' && !isWhole(value, 1, MAX_UPSTREAM_TIMEOUT_MS)) {
    return `${name} must be whole milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}; the default is used`;
  }
  if (name === 'RPC_RATE_LIMIT_PERIOD_S' && value.trim() !== '10' && value.trim() !== '60') {
    return `${name} must be 10 or 60 (the period of [[ratelimits]]); 60 is used`;
  }
  if (name === 'RPC_MERGE_WINDOW_MS' && !isWhole(value, 0, MAX_MERGE_WINDOW_MS)) {
    return `${name} must be whole milliseconds from 0 to ${MAX_MERGE_WINDOW_MS}; the default is used`;
  }
  if (name.startsWith('RPC_UPSTREAMS_')) {
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.findIndex((entry) => !/^https?:\/\/[^\s]+$/.test(entry));
    if (bad >= 0)
      return `${name}: entry ${bad + 1} of ${entries.length} is not an http(s) URL; it is skipped`;
  }
  if (name.startsWith('RPC_UPSTREAM_RPS_')) {
    const rps = Number(value.trim());
    if (value.trim() === '' || !Number.isFinite(rps) || rps <= 0) {
      return `${name} must be a positive number of calls a second; the default is used`;
    }
  }
  if (name.startsWith('RPC_READ_SHARDS_') && !isWhole(value, 1, MAX_READ_SHARDS)) {
    return `${name} must be a whole number from 1 to ${MAX_READ_SHARDS}; 1 is used`;
  }
  return null;
}

/**
 * What is wrong with the gateway's Worker variables (`RPC_*`), one line each, for the log at start: a name the
 * gateway does not know (with the nearest known one), or a value it cannot use (with what it does instead). The
 * chains are the policy's, so a variable for a chain the site does not read is unknown too. Values are never
 * repeated, as an upstream URL holds its key.
 */
export function checkGatewayVariables(
  env: Readonly<Record<string, unknown>>,
  chainIds: readonly string[],
): string[] {
  const known = [
    ...PLAIN_VARIABLES,
    ...chainIds.flatMap((id) => CHAIN_PREFIXES.map((prefix) => `${prefix}${id}`)),
  ];
  const knownSet = new Set<string>(known);
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.toUpperCase().startsWith('RPC') || BINDINGS.has(name)) continue;
    if (!knownSet.has(name)) {
      const nearest = nearestFieldName(name, known);
      problems.push(
        `${name} is not a variable of the gateway${nearest ? `; did you mean ${nearest}?` : ''}; it is ignored`,
      );
      continue;
    }
    const problem = checkValue(name, value);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * `npm run bench`: measures what the README's bench table shows and writes bench/latest.json.
 * Figures, not pass/fail: budgets that are deterministic are checked by `npm test` instead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureChainReads } from './measureChainReads.ts';

const chainReads = await measureChainReads();
const figures = { ...chainReads };

const rows: [string, string | number, string | number][] = [
  [
    `RPC requests per refresh (${chainReads.chains} chains × ${chainReads.tokensPerChain} tokens)`,
    chainReads.rpcRequestsPerRefresh,
    chainReads.naiveRpcRequestsPerRefresh,
  ],
  [
    'Request to all balances in hand (ms, median of 7)',
    chainReads.balancesShownMs,
    chainReads.naiveBalancesShownMs,
  ],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${'figure'.padEnd(width)} | this page | one call per balance`);
console.log(`${'-'.repeat(width)}-|-----------|---------------------`);
for (const [label, ours, other] of rows)
  console.log(`${label.padEnd(width)} | ${String(ours).padStart(9)} | ${String(other).padStart(20)}`);

const out = join(import.meta.dirname, 'latest.json');
await mkdir(import.meta.dirname, { recursive: true });
await writeFile(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nwritten to ${out}`);

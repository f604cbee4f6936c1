/**
 * One claims list through the real build step, alone in this process so its time and peak memory are its
 * own: `node --experimental-strip-types bench/runClaimsBuild.ts <list file> <out dir> [openzeppelin]` (the
 * last for an OpenZeppelin list). Reads the list from the repository-like root of the file, builds it as
 * `astro build` does (src/integrations/buildClaimsLists.ts) and writes its files as the build writes them into
 * dist (src/integrations/writeClaimsFiles.ts). Then checks a sample of accounts as a page does, from the
 * written files, and twenty listed accounts at a time as a page of many accounts does (each file once between
 * them), and prints one JSON line of figures. It fails unless every listed account of the sample is found in its
 * shard, proven to the list's root, and no stranger is.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildClaimsLists } from '../src/integrations/buildClaimsLists.ts';
import { writeClaimsFiles } from '../src/integrations/writeClaimsFiles.ts';
import type { ClaimProbe } from '../src/lib/claims/claimTypes.ts';
import { lookupClaimProbe } from '../src/lib/claims/lookupClaimProbe.ts';
import { shareFileFetches } from '../src/lib/claims/shareFileFetches.ts';
import { verifyClaimShard } from '../src/lib/claims/verifyClaimShard.ts';
import { DEFAULT_ROOT_GETTER } from '../src/lib/config/checkClaimsGetters.ts';
import { MAX_WATCHED_ACCOUNTS } from '../src/lib/config/limits.ts';

const [file = '', outDir = '', formatArgument] = process.argv.slice(2);
const format = formatArgument === 'openzeppelin' ? 'openzeppelin' : 'merkle-distributor';
const started = performance.now();
const [list] = await buildClaimsLists(dirname(file), [
  {
    chainId: 1,
    distributor: '0x0000000000000000000000000000000000000001',
    name: 'bench',
    symbol: 'B',
    decimals: 18,
    file: basename(file),
    claimUrl: 'https://claim.example',
    format,
    root: DEFAULT_ROOT_GETTER,
  },
]);
if (!list) throw new Error('nothing built');
const files = await writeClaimsFiles(outDir, [list]);
const seconds = (performance.now() - started) / 1000;
const peakRssBytes = process.resourceUsage().maxRSS * 1024;

/** What checking `account` fetches, as a page fetches it (the files and their bytes as written), and what it found. */
async function check(account: string): Promise<{ files: number; bytes: number; probe: ClaimProbe }> {
  let fetched = 0;
  let bytes = 0;
  const probe = await lookupClaimProbe(
    { filesId: list?.id ?? '', prefixDigits: list?.layout.prefixDigits ?? 0 },
    account,
    async (path) => {
      const data = new Uint8Array(await readFile(join(outDir, path)));
      fetched++;
      bytes += data.length;
      return data;
    },
  );
  return { files: fetched, bytes, probe };
}

/** Why `account`'s check went wrong, or null: a listed one is found in its shard, proven; a stranger is not. */
function wrongCheck(account: string, listed: boolean, probe: ClaimProbe): string | null {
  if (probe.kind === 'failed') return `the check of ${account} failed: ${JSON.stringify(probe.error)}`;
  if (!listed) return probe.kind === 'shard' && probe.leaf !== null ? `stranger ${account} was found` : null;
  if (probe.kind !== 'shard' || probe.leaf?.account !== account.toLowerCase()) {
    return `listed ${account} was not found (${probe.kind})`;
  }
  return verifyClaimShard(probe.shard, list?.root ?? '')
    ? null
    : `the shard of ${account} does not prove to the root`;
}

/**
 * What checking `accounts` at once fetches, as a page of many accounts does (src/lib/claims/shareFileFetches.ts):
 * each file once between them; how many index files and shards that is.
 */
async function checkTogether(accounts: readonly string[]) {
  const fetched: string[] = [];
  const files = shareFileFetches(async (path) => {
    fetched.push(path);
    return new Uint8Array(await readFile(join(outDir, path)));
  });
  const view = { filesId: list?.id ?? '', prefixDigits: list?.layout.prefixDigits ?? 0 };
  const probes = await Promise.all(
    accounts.map((account) => lookupClaimProbe(view, account, (path) => files(path, { reload: false }))),
  );
  if (probes.some((probe) => probe.kind !== 'shard' || probe.leaf === null))
    throw new Error('a listed account was not found');
  const shards = fetched.filter((path) => path.includes('/s/')).length;
  return {
    files: fetched.length,
    shards,
    indexes: fetched.length - shards,
    twice: fetched.length - new Set(fetched).size,
  };
}

const text = await readFile(file, 'utf8');
const listed = [...text.matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)].map((match) => match[0]);
const step = Math.max(1, Math.floor(listed.length / 2_000));
const sample = listed.filter((_, index) => index % step === 0);
const strangers = Array.from(
  { length: 1_000 },
  (_, index) => `0x${(index * 7_919 + 13).toString(16).padStart(40, 'e')}`,
);
let checkBytes = 0;
let checkFiles = 0;
for (const [account, listedAccount] of [
  ...sample.map((account) => [account, true] as const),
  ...strangers.map((account) => [account, false] as const),
]) {
  const fetched = await check(account);
  const wrong = wrongCheck(account, listedAccount, fetched.probe);
  if (wrong) throw new Error(`${basename(file)}: ${wrong}`);
  checkBytes = Math.max(checkBytes, fetched.bytes);
  checkFiles = Math.max(checkFiles, fetched.files);
}
/** Batches of twenty listed accounts, from the sample: the most files one took, and per distinct shard. */
const BATCHES = 200;
let batchFiles = 0;
let batchFilesPerShard = 0;
let batchesOverTwoPerShard = 0;
for (let batch = 0; batch < BATCHES; batch++) {
  const accounts = Array.from(
    { length: MAX_WATCHED_ACCOUNTS },
    (_, index) => sample[(batch * MAX_WATCHED_ACCOUNTS + index * 7) % sample.length] ?? '',
  );
  const together = await checkTogether(accounts);
  if (together.twice > 0) throw new Error('a file was fetched twice');
  batchFiles = Math.max(batchFiles, together.files);
  batchFilesPerShard = Math.max(batchFilesPerShard, together.files / together.shards);
  if (together.files > 2 * together.shards) batchesOverTwoPerShard += 1;
}
console.log(
  JSON.stringify({
    entries: list.entries,
    seconds: Math.round(seconds * 10) / 10,
    peakRssMiB: Math.round(peakRssBytes / 2 ** 20),
    files,
    layout: list.layout,
    checkBytes,
    checkFiles,
    sampled: sample.length + strangers.length,
    batches: BATCHES,
    batchFiles,
    batchFilesPerShard: Math.round(batchFilesPerShard * 100) / 100,
    batchesOverTwoPerShard,
  }),
);

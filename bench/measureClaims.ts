import { createHash } from 'node:crypto';
import {
  appendFile,
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { extname, join } from 'node:path';
import { runCommand } from '../rig/process/runCommand.ts';
import { cleanSiteEnv } from '../rig/site/siteEnv.ts';
import { testSiteConfigInput } from '../rig/site/testSiteConfig.ts';
import { writeSiteSource } from '../rig/site/writeSiteSource.ts';
import { buildClaimsTree } from '../src/lib/claimsBuild/buildClaimsTree.ts';
import { parseClaimsCsv } from '../src/lib/claimsBuild/parseClaimsCsv.ts';
import { proveLeaf } from '../src/lib/claimsBuild/proveLeaf.ts';
import { runSampled } from './runSampled.ts';

/** The claims figures of the bench. */
export interface ClaimsFigures {
  /** The whole `npm run build` of a site with the 1,000,000-entry list: wall time, median of 3. */
  claimsBuildSeconds1M: number;
  /** Its process tree's peak memory (npm, Astro, Vite and every child), median of 3. */
  claimsBuildPeakRssMiB1M: number;
  /** Each of the 3 builds, as measured. */
  claimsBuildRuns1M: BuildRun[];
  /** The list step alone, in a process of its own: wall time and peak memory. */
  claimsStepSeconds1M: number;
  claimsStepPeakRssMiB1M: number;
  claimsFiles1M: number;
  /** Bytes a page fetches to check one account of the 1M list: the most over a sample, listed or not. */
  claimCheckBytes: number;
  /** Files fetched for that check at most. */
  claimCheckFiles: number;
  /**
   * Twenty listed accounts of the 1M list checked at once, as a page of many accounts does, over
   * `claimBatches1M` batches: the most files a batch fetched, the most per distinct shard, and the batches that
   * fetched more than 2 per distinct shard (two accounts in one shard, whose index files differ).
   */
  claimBatches1M: number;
  claimBatchFiles1M: number;
  claimBatchFilesPerShard1M: number;
  claimBatchesOverTwoPerShard1M: number;
  /** Files of the whole built site (pages, scripts and the list) with the 1M list. */
  claimsSiteFiles1M: number;
  /** The same whole build with the 250,000-entry merkle-distributor JSON, median of 3. */
  claimsBuildSeconds250kJson: number;
  claimsBuildPeakRssMiB250kJson: number;
  claimsBuildRuns250kJson: BuildRun[];
  claimsStepSeconds250kJson: number;
  claimsStepPeakRssMiB250kJson: number;
  claimsFiles250kJson: number;
  claimCheckBytes250kJson: number;
  /** The same whole build with the 1,000,000-entry CSV as an OpenZeppelin list (`format: 'openzeppelin'`). */
  claimsBuildSeconds1MOz: number;
  claimsBuildPeakRssMiB1MOz: number;
  claimsBuildRuns1MOz: BuildRun[];
  claimsStepSeconds1MOz: number;
  claimsStepPeakRssMiB1MOz: number;
  claimsFiles1MOz: number;
  claimCheckBytes1MOz: number;
  claimCheckFiles1MOz: number;
}

/** How a bench list's tree is made, as a claims entry's `format` says. */
type ListFormat = 'merkle-distributor' | 'openzeppelin';

/** One whole `npm run build`: wall time and the peak memory of its process tree. */
export interface BuildRun {
  seconds: number;
  peakRssMiB: number;
}

const OUT = join(import.meta.dirname, 'out', 'claims');
const BUILDS = 3;

/**
 * A million-entry list as a CSV of address,amount: addresses from SHA-256 of a counter (evenly spread, as
 * real ones are), amounts from 1 to about 4.7 million tokens of 18 decimals (9 or 10 bytes, as airdrops'
 * are). Made once and kept in bench/out.
 */
async function millionCsv(): Promise<string> {
  const file = join(OUT, 'list-1m-v1.csv');
  if (await stat(file).catch(() => null)) return file;
  const lines = ['address,amount'];
  for (let entry = 0; entry < 1_000_000; entry++) {
    const hash = createHash('sha256').update(`claims bench ${entry}`).digest();
    const amount = (BigInt(`0x${hash.subarray(20, 23).toString('hex')}`) + 1n) * 10n ** 18n + BigInt(entry);
    lines.push(`0x${hash.subarray(0, 20).toString('hex')},${amount}`);
  }
  await mkdir(OUT, { recursive: true });
  await writeFile(`${file}.partial`, `${lines.join('\n')}\n`);
  await rename(`${file}.partial`, file);
  return file;
}

/** A number as merkle-distributor writes it: 0x and an even number of hex digits. */
const evenHex = (value: bigint) => {
  const hex = value.toString(16);
  return `0x${hex.length % 2 === 0 ? hex : `0${hex}`}`;
};

/**
 * The first 250,000 entries of that list as merkle-distributor writes them: JSON with every proof, about
 * 330 MB. Written a piece at a time (the whole object and its text at once would take gigabytes).
 */
async function quarterMillionJson(csvFile: string): Promise<string> {
  const file = join(OUT, 'list-250k-v1.json');
  if (await stat(file).catch(() => null)) return file;
  const lines = (await readFile(csvFile, 'utf8')).split('\n').slice(0, 250_001);
  const entries = parseClaimsCsv(lines.join('\n'), 'bench');
  const tree = buildClaimsTree(entries);
  const positions = new Uint32Array(entries.count);
  tree.order.forEach((index, position) => {
    positions[index] = position;
  });
  const total = entries.amounts.reduce((sum, amount) => sum + amount, 0n);
  const root = `0x${Buffer.from(tree.root).toString('hex')}`;
  const partial = `${file}.partial`;
  await writeFile(partial, `{"merkleRoot":"${root}","tokenTotal":"${evenHex(total)}","claims":{`);
  for (let start = 0; start < entries.count; start += 10_000) {
    const pieces: string[] = [];
    for (let index = start; index < Math.min(entries.count, start + 10_000); index++) {
      const proof = proveLeaf(tree, positions[index] ?? 0).map(
        (hash) => `"0x${Buffer.from(hash).toString('hex')}"`,
      );
      pieces.push(
        `${index === 0 ? '' : ','}"${entries.checksummed[index]}":{"index":${index},"amount":"${evenHex(entries.amounts[index] ?? 0n)}","proof":[${proof.join(',')}]}`,
      );
    }
    await appendFile(partial, pieces.join(''));
  }
  await appendFile(partial, '}}');
  await rename(partial, file);
  return file;
}

/** Figures of one list through the real build step, in a process of its own. */
interface StepFigures {
  seconds: number;
  peakRssMiB: number;
  files: number;
  checkBytes: number;
  checkFiles: number;
  /** Twenty listed accounts checked at once, over `batches` batches: the most files one batch fetched. */
  batches: number;
  batchFiles: number;
  /** The most files per distinct shard in a batch, and how many batches fetched more than 2 per shard. */
  batchFilesPerShard: number;
  batchesOverTwoPerShard: number;
}

/** Runs the build step on `file` (in `format`) alone in a child process and reads its figures. */
async function buildStep(
  file: string,
  name: string,
  format: ListFormat = 'merkle-distributor',
): Promise<StepFigures> {
  const outDir = join(OUT, `dist-${name}`);
  await rm(outDir, { recursive: true, force: true });
  const output = await runCommand(process.execPath, [
    '--experimental-strip-types',
    join(import.meta.dirname, 'runClaimsBuild.ts'),
    file,
    outDir,
    format,
  ]);
  const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as StepFigures;
  await rm(outDir, { recursive: true, force: true });
  return figures;
}

/** How many files a built site holds. */
async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** A site of the test config with `list` (in `format`) as its one claims list, written to `source`. */
async function writeListSite(source: string, list: string, format: ListFormat): Promise<string> {
  const file = `claims/bench${extname(list)}`;
  const { claims: _testLists, ...config } = testSiteConfigInput;
  await writeSiteSource(
    source,
    {
      ...config,
      claims: [
        {
          chainId: 1,
          distributor: '0x00000000000000000000000000000000000be7c4',
          name: 'Bench airdrop',
          symbol: 'BEN',
          decimals: 18,
          format,
          file,
          claimUrl: 'https://claim.bench.example',
        },
      ],
    },
    { files: { [file]: '' } },
  );
  await copyFile(list, join(source, file));
  return source;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `npm run build` (`astro build`: Astro, Vite and the claims step) of a site with `list`, {@link BUILDS} times
 * from a clean dist and `.astro`, each sampled for the memory of its whole process tree; returns every run, and the files of
 * the last build.
 */
async function buildWholeSite(
  list: string,
  name: string,
  format: ListFormat = 'merkle-distributor',
): Promise<{ runs: BuildRun[]; files: number }> {
  const source = await writeListSite(join(OUT, `site-${name}`), list, format);
  const runs: BuildRun[] = [];
  let files = 0;
  try {
    for (let build = 0; build < BUILDS; build++) {
      await rm(join(source, 'dist'), { recursive: true, force: true });
      await rm(join(source, '.astro'), { recursive: true, force: true });
      const run = await runSampled('npm', ['run', 'build'], { cwd: source, env: cleanSiteEnv({}) });
      runs.push({ seconds: run.seconds, peakRssMiB: run.peakRssMiB });
      files = await countFiles(join(source, 'dist'));
    }
  } finally {
    await rm(source, { recursive: true, force: true });
  }
  return { runs, files };
}

/**
 * The claims figures: a 1,000,000-entry CSV (as merkle-distributor's tree, and as OpenZeppelin's) and a
 * 250,000-entry merkle-distributor JSON, each through the whole
 * `npm run build` of a site, 3 times (time and peak memory of the build's process tree, medians), and each
 * through the build's list step alone (its own time and memory, the files it writes and the most bytes a check
 * fetches from them).
 */
export async function measureClaims(): Promise<ClaimsFigures> {
  process.stdout.write('claims: making the lists (once)…\n');
  const csv = await millionCsv();
  const json = await quarterMillionJson(csv);
  process.stdout.write('claims: the list step alone, 1,000,000-entry CSV…\n');
  const million = await buildStep(csv, '1m');
  process.stdout.write('claims: the list step alone, 250,000-entry JSON…\n');
  const quarter = await buildStep(json, '250k');
  process.stdout.write('claims: the list step alone, 1,000,000-entry CSV as an OpenZeppelin list…\n');
  const millionOz = await buildStep(csv, '1m-oz', 'openzeppelin');
  process.stdout.write(`claims: npm run build with the 1,000,000-entry CSV, ${BUILDS} times…\n`);
  const site1M = await buildWholeSite(csv, '1m');
  process.stdout.write(`claims: npm run build with the 250,000-entry JSON, ${BUILDS} times…\n`);
  const site250k = await buildWholeSite(json, '250k');
  process.stdout.write(
    `claims: npm run build with the 1,000,000-entry OpenZeppelin list, ${BUILDS} times…\n`,
  );
  const site1MOz = await buildWholeSite(csv, '1m-oz', 'openzeppelin');
  const seconds = (runs: BuildRun[]) => median(runs.map((run) => run.seconds));
  const peak = (runs: BuildRun[]) => median(runs.map((run) => run.peakRssMiB));
  return {
    claimsBuildSeconds1M: seconds(site1M.runs),
    claimsBuildPeakRssMiB1M: peak(site1M.runs),
    claimsBuildRuns1M: site1M.runs,
    claimsStepSeconds1M: million.seconds,
    claimsStepPeakRssMiB1M: million.peakRssMiB,
    claimsFiles1M: million.files,
    claimCheckBytes: million.checkBytes,
    claimCheckFiles: million.checkFiles,
    claimBatches1M: million.batches,
    claimBatchFiles1M: million.batchFiles,
    claimBatchFilesPerShard1M: million.batchFilesPerShard,
    claimBatchesOverTwoPerShard1M: million.batchesOverTwoPerShard,
    claimsSiteFiles1M: site1M.files,
    claimsBuildSeconds250kJson: seconds(site250k.runs),
    claimsBuildPeakRssMiB250kJson: peak(site250k.runs),
    claimsBuildRuns250kJson: site250k.runs,
    claimsStepSeconds250kJson: quarter.seconds,
    claimsStepPeakRssMiB250kJson: quarter.peakRssMiB,
    claimsFiles250kJson: quarter.files,
    claimCheckBytes250kJson: quarter.checkBytes,
    claimsBuildSeconds1MOz: seconds(site1MOz.runs),
    claimsBuildPeakRssMiB1MOz: peak(site1MOz.runs),
    claimsBuildRuns1MOz: site1MOz.runs,
    claimsStepSeconds1MOz: millionOz.seconds,
    claimsStepPeakRssMiB1MOz: millionOz.peakRssMiB,
    claimsFiles1MOz: millionOz.files,
    claimCheckBytes1MOz: millionOz.checkBytes,
    claimCheckFiles1MOz: millionOz.checkFiles,
  };
}

/** The bench table's rows of the claims figures. */
export function claimsRows(claims: ClaimsFigures): [string, string, string, string][] {
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    [
      `npm run build with a 1,000,000-entry CSV list: time / peak memory of its process tree, median of ${BUILDS}`,
      `${claims.claimsBuildSeconds1M} s / ${count(claims.claimsBuildPeakRssMiB1M)} MiB`,
      '',
      '≤ 60 s / 2,048 MiB',
    ],
    [
      `npm run build with a 250,000-entry merkle-distributor JSON list: the same, median of ${BUILDS}`,
      `${claims.claimsBuildSeconds250kJson} s / ${count(claims.claimsBuildPeakRssMiB250kJson)} MiB`,
      '',
      '≤ 60 s / 2,048 MiB',
    ],
    [
      `npm run build with the 1,000,000-entry CSV as an OpenZeppelin list: the same, median of ${BUILDS}`,
      `${claims.claimsBuildSeconds1MOz} s / ${count(claims.claimsBuildPeakRssMiB1MOz)} MiB`,
      '',
      '≤ 60 s / 2,048 MiB',
    ],
    [
      'OpenZeppelin list of 1,000,000 entries: files; checking one account, the most over a sample: files / bytes',
      `${count(claims.claimsFiles1MOz)}; ${claims.claimCheckFiles1MOz} / ${count(claims.claimCheckBytes1MOz)} B`,
      '',
      '≤ 19,000; ≤ 2 / 8,192 B',
    ],
    [
      'Files: 1,000,000-entry list / whole site with it / 250,000-entry list',
      `${count(claims.claimsFiles1M)} / ${count(claims.claimsSiteFiles1M)} / ${count(claims.claimsFiles250kJson)}`,
      '',
      '≤ 20,000 site files',
    ],
    [
      `Checking 20 accounts of the 1M list at once, ${claims.claimBatches1M} batches: the most files; the most per distinct shard; batches over 2 per shard`,
      `${claims.claimBatchFiles1M}; ${claims.claimBatchFilesPerShard1M}; ${claims.claimBatchesOverTwoPerShard1M}`,
      '',
      '≤ 40; ≤ 2 per shard',
    ],
    [
      'Checking one account, the most over a sample: files / bytes (1M CSV), bytes (250k JSON)',
      `${claims.claimCheckFiles} / ${count(claims.claimCheckBytes)} B, ${count(claims.claimCheckBytes250kJson)} B`,
      '',
      '≤ 2 / 8,192 B',
    ],
  ];
}

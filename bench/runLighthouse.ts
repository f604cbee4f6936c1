import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../rig/browser/chromiumLaunch.ts';
import { runCommand } from '../rig/process/runCommand.ts';

/** The Lighthouse figures the bench reports. */
export interface LighthouseFigures {
  lighthouse: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const ROOT = join(import.meta.dirname, '..');
/** The test Chromium flags as one --chrome-flags string; a value with spaces is quoted for Lighthouse's parser. */
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => flag.replace(/=(.* .*)$/, '="$1"')).join(' ');

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Audits `url` once with Lighthouse's default (mobile) settings on Debian's Chromium. */
async function auditOnce(url: string): Promise<LighthouseFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  try {
    const output = join(dir, 'report.json');
    await runCommand(
      join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() } },
    );
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    const score = (key: keyof LighthouseReport['categories']) =>
      Math.round(report.categories[key].score * 100);
    const audit = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
    return {
      lighthouse: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Audits `url` five times and reports the median of each figure. Lighthouse's variability guide
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md) has the median of 5 runs roughly halving the spread of one; on a 2-core machine TBT
 * moves by tens of ms between runs of the same build.
 */
export async function runLighthouse(url: string, runs = 5): Promise<LighthouseFigures> {
  const audits: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) audits.push(await auditOnce(url));
  const pick = (read: (figures: LighthouseFigures) => number) => median(audits.map(read));
  return {
    lighthouse: {
      performance: pick((figures) => figures.lighthouse.performance),
      accessibility: pick((figures) => figures.lighthouse.accessibility),
      bestPractices: pick((figures) => figures.lighthouse.bestPractices),
      seo: pick((figures) => figures.lighthouse.seo),
    },
    lcpMs: pick((figures) => figures.lcpMs),
    tbtMs: pick((figures) => figures.tbtMs),
    cls: pick((figures) => figures.cls),
  };
}

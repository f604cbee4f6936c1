/**
 * Compiles the gateway's deployless batch reader, `src/lib/gateway/cappedReads/cappedReads.yul`, with solc-js
 * (node_modules/solc) and writes its creation code to `src/lib/gateway/cappedReads/cappedReadsCode.ts`.
 * Run after editing the Yul: `node scripts/compileCappedReads.ts` (Node 24). A test compiles it again and checks
 * the committed constant is what this gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const FOLDER = fileURLToPath(new URL('../src/lib/gateway/cappedReads/', import.meta.url));
const SOURCE = 'cappedReads.yul';
const OBJECT = 'CappedReads';

/**
 * Fixed settings. evmVersion paris: no PUSH0 or MCOPY, so the code runs on chains that never took Shanghai's or
 * Cancun's opcodes too (it only needs Constantinople's shifts).
 */
export const CAPPED_READS_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
} as const;

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
};

/** The reader's creation code (lower-case 0x hex) and the compiler that made it, compiled from the Yul source. */
export function compileCappedReads(): { code: string; compiler: string } {
  const content = readFileSync(`${FOLDER}${SOURCE}`, 'utf8');
  const input = { language: 'Yul', sources: { [SOURCE]: { content } }, settings: CAPPED_READS_SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const problems = (output.errors ?? []).filter((error) => error.severity !== 'info');
  if (problems.length > 0) throw new Error(problems.map((error) => error.formattedMessage).join('\n'));
  const object = output.contracts?.[SOURCE]?.[OBJECT]?.evm.bytecode.object;
  if (!object) throw new Error(`solc gave no bytecode for ${OBJECT}`);
  return { code: `0x${object.toLowerCase()}`, compiler: `solc-js ${solc.version()}` };
}

/** The text of `cappedReadsCode.ts` for `code` compiled by `compiler`. */
export function renderCodeModule(code: string, compiler: string): string {
  const { optimizer, evmVersion } = CAPPED_READS_SETTINGS;
  return [
    '/**',
    ` * The creation code of src/lib/gateway/cappedReads/${SOURCE} (object "${OBJECT}"),`,
    ` * compiled by scripts/compileCappedReads.ts with ${compiler},`,
    ` * language Yul, optimizer on (${optimizer.runs} runs), evmVersion ${evmVersion}.`,
    ' * Regenerate with `node scripts/compileCappedReads.ts`; do not edit by hand.',
    ' */',
    // As Biome formats it: the string on its own line.
    'export const CAPPED_READS_CODE =',
    `  '${code}';`,
    '',
  ].join('\n');
}

/** Where the compiled code is committed. */
export const CAPPED_READS_CODE_FILE = `${FOLDER}cappedReadsCode.ts`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, compiler } = compileCappedReads();
  writeFileSync(CAPPED_READS_CODE_FILE, renderCodeModule(code, compiler));
  console.log(`${OBJECT}: ${(code.length - 2) / 2} bytes (${compiler})`);
}

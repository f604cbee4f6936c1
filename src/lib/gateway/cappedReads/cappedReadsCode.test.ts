import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAPPED_READS_CODE_FILE,
  compileCappedReads,
  renderCodeModule,
} from '../../../../scripts/compileCappedReads.ts';
import { CAPPED_READS_CODE } from './cappedReadsCode.ts';

describe('CAPPED_READS_CODE', () => {
  it('is what the Yul source compiles to today, in the module the script writes', () => {
    const { code, compiler } = compileCappedReads();
    expect(CAPPED_READS_CODE).toBe(code);
    expect(readFileSync(CAPPED_READS_CODE_FILE, 'utf8')).toBe(renderCodeModule(code, compiler));
  });
});

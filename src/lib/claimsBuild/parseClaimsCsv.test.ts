import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { parseClaimsCsv } from './parseClaimsCsv.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The message of the error `parseClaimsCsv` throws for `text`. */
function failure(text: string): string {
  try {
    parseClaimsCsv(text, 'claims/list.csv (claims[0], "Airdrop")');
  } catch (error) {
    if (!isAppError(error, 'CLAIMS_LIST_INVALID')) throw error;
    return error.message;
  }
  throw new Error('the list was accepted');
}

describe('parseClaimsCsv', () => {
  it('reads address,amount lines with or without a header, blank lines, quotes, CRLF, hex and decimal', () => {
    const entries = parseClaimsCsv(
      `\uFEFFAddress , Amount\r\n\r\n"${BOB.toLowerCase()}", 0x012c\r\n${ALICE},200\r\n\n`,
      'list.csv',
    );
    expect(entries.checksummed).toEqual([BOB, ALICE]);
    expect(entries.amounts).toEqual([300n, 200n]);
    expect(entries.count).toBe(2);
    expect(parseClaimsCsv(`${ALICE},1`, 'list.csv').checksummed).toEqual([ALICE]);
  });

  it('gives indexes by sorted checksummed address: digits, then upper case, then lower case', () => {
    const upper = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'.toLowerCase();
    const entries = parseClaimsCsv(
      [
        '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266,1',
        `${BOB},2`,
        '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,3',
        `${upper.replace('f39', 'a39')},4`,
      ].join('\n'),
      'list.csv',
    );
    expect(entries.checksummed.map((address) => address.slice(0, 4))).toEqual([
      '0x3C',
      '0x70',
      '0xA3',
      '0xf3',
    ]);
  });

  it('names the file, the line and the rule for each bad line', () => {
    const message = failure(
      [
        'address,amount',
        `${ALICE},100`,
        `${ALICE.toLowerCase()},5`,
        `${BOB},0`,
        '0x1234,5',
        `${BOB},1.5`,
        `${BOB},-3`,
        `${BOB},12,extra`,
        '0x70997970c51812dc3A010C7d01b50e0d17dc79C8,7',
        `${BOB},0x${'f'.repeat(65)}`,
      ].join('\n'),
    );
    expect(message).toBe(
      [
        'Invalid claims list claims/list.csv (claims[0], "Airdrop"):',
        `- line 3: ${ALICE} is listed twice (first on line 2)`,
        '- line 4: amount must be positive: 0 cannot be claimed',
        '- line 5: "0x1234" is not an address (0x followed by 40 hex digits)',
        '- line 6: amount "1.5" has a decimal point: amounts are whole numbers of base units (1.5 tokens of 18 decimals is 1500000000000000000)',
        '- line 7: amount "-3" is not a whole number (decimal digits, or 0x and hex digits)',
        '- line 8: expected 2 fields, address,amount; found 3',
        '- line 9: "0x70997970c51812dc3A010C7d01b50e0d17dc79C8" has mixed-case letters that do not match its checksum: check for a typo',
        '- line 10: amount is larger than a uint256 can hold',
      ].join('\n'),
    );
  });

  it('refuses an empty file, and counts issues past the tenth', () => {
    expect(failure('address,amount\n\n')).toContain('- the file: lists no entries');
    const many = failure(Array.from({ length: 14 }, () => `${ALICE},0`).join('\n'));
    expect(many.split('\n')).toHaveLength(12);
    expect(many).toContain('- …and 4 more');
  });
});

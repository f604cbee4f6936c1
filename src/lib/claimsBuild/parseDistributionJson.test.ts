import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { isAppError } from '../errors/AppError.ts';
import { buildClaimsTree } from './buildClaimsTree.ts';
import { checkDistribution } from './checkDistribution.ts';
import { parseDistributionJson } from './parseDistributionJson.ts';

const THREE = JSON.parse(
  readFileSync(new URL('./fixtures/three-dev-accounts.json', import.meta.url), 'utf8'),
);
const [CAROL, BOB, ALICE] = Object.keys(THREE.claims) as [string, string, string];

/** The fixture changed by `edit`, as text. */
const edited = (edit: (json: typeof THREE) => void) => {
  const json = structuredClone(THREE);
  edit(json);
  return JSON.stringify(json);
};

/** The issues of a list: thrown while parsing, or found against its tree. */
function issuesOf(text: string): string {
  try {
    const parsed = parseDistributionJson(text, 'claims/list.json (claims[0], "Airdrop")');
    return checkDistribution(parsed, buildClaimsTree(parsed.entries))
      .map((issue) => `- ${issue.where}: ${issue.problem}`)
      .join('\n');
  } catch (error) {
    if (!isAppError(error, 'CLAIMS_LIST_INVALID')) throw error;
    expect(error.message.split('\n')[0]).toBe('Invalid claims list claims/list.json (claims[0], "Airdrop"):');
    return detailInEnglish(error.detail);
  }
}

describe('parseDistributionJson and checkDistribution', () => {
  it("accept merkle-distributor's output as it is, extra fields and decimal amounts included", () => {
    expect(issuesOf(JSON.stringify(THREE))).toBe('');
    expect(issuesOf(edited((json) => Object.assign(json, { numDrops: 3 })))).toBe('');
    expect(
      issuesOf(edited((json) => Object.assign(json.claims[CAROL], { amount: '250', flags: { isLP: true } }))),
    ).toBe('');
    const parsed = parseDistributionJson(JSON.stringify(THREE), 'x');
    expect(parsed.entries.checksummed).toEqual([CAROL, BOB, ALICE]);
    expect(parsed.entries.amounts).toEqual([250n, 300n, 200n]);
  });

  it('names a proof that does not lead to the root, and where it goes wrong', () => {
    const wrong = edited((json) => {
      json.claims[BOB].proof[1] = json.claims[CAROL].proof[0];
    });
    expect(issuesOf(wrong)).toBe(
      `- ${BOB}: proof does not lead to merkleRoot (it differs from the tree's at step 2 of 2): claiming with it would fail`,
    );
    const short = edited((json) => {
      json.claims[ALICE].proof.pop();
    });
    expect(issuesOf(short)).toContain(
      `- ${ALICE}: proof does not lead to merkleRoot (it differs from the tree's at step 2 of 2)`,
    );
  });

  it('names an amount changed after the tree was built, and a wrong total', () => {
    expect(issuesOf(edited((json) => Object.assign(json.claims[ALICE], { amount: '0xc9' })))).toMatch(
      new RegExp(
        `^- merkleRoot: is 0xfa43[0-9a-f]{60}, but the entries make 0x[0-9a-f]{64}\n- ${ALICE}: its index, address, amount and proof do not lead to merkleRoot: the entry was changed after the tree was built$`,
      ),
    );
    expect(issuesOf(edited((json) => Object.assign(json, { tokenTotal: '0x02ef' })))).toBe(
      '- tokenTotal: is 0x2ef, but the amounts add up to 0x2ee',
    );
  });

  it('says when the proofs are valid but the tree is not laid out as merkle-distributor lays it out', () => {
    // One entry's tree: its root is its leaf, so any list of one with that root has valid (empty) proofs.
    const one = edited((json) => {
      json.claims = { [CAROL]: { index: 0, amount: '0xfa', proof: json.claims[CAROL].proof } };
      json.tokenTotal = '0xfa';
    });
    expect(issuesOf(one)).toContain(
      'and every proof leads to it, but the entries laid out as merkle-distributor lays them out',
    );
  });

  it('refuses duplicates (case variants too), zero amounts, bad addresses, gaps and shared indexes', () => {
    const details = issuesOf(
      edited((json) => {
        json.claims[ALICE.toLowerCase()] = { ...json.claims[ALICE], index: 3 };
        json.claims[CAROL].amount = '0x00';
        json.claims['0x1234'] = { index: 4, amount: '0x1', proof: [] };
        json.claims[BOB].index = 5;
      }),
    );
    expect(details.split('\n')).toEqual([
      `- ${CAROL}: amount must be positive: 0 cannot be claimed`,
      `- ${BOB}: index 5 leaves a gap: the 5 entries must have indexes 0 to 4`,
      `- ${ALICE.toLowerCase()}: is listed twice (also as ${ALICE})`,
      '- 0x1234: is not an address (0x followed by 40 hex digits)',
    ]);
    const shared = issuesOf(edited((json) => Object.assign(json.claims[ALICE], { index: 0 })));
    expect(shared).toBe(`- ${ALICE}: index 0 is also the index of ${CAROL}`);
  });

  it('refuses malformed JSON with where it stopped, and a file that is not a distribution', () => {
    expect(issuesOf('{"merkleRoot": "0x12",\n  "claims": {')).toMatch(
      /^- the file: is not valid JSON: .* \(line 2, column \d+\)$/,
    );
    expect(issuesOf('[1, 2]')).toBe('- the file: must be an object with merkleRoot, tokenTotal and claims');
    expect(issuesOf('{"merkleRoot": "0x12", "tokenTotal": 5, "claims": []}').split('\n')).toEqual([
      '- merkleRoot: must be 0x and 64 hex digits',
      '- tokenTotal: must be an amount written as 0x hex',
      '- claims: must be an object of address → { index, amount, proof }',
    ]);
    expect(issuesOf(edited((json) => Object.assign(json.claims[BOB], { amount: 300 })))).toBe(
      `- ${BOB}: amount must be an amount written as 0x hex`,
    );
    expect(issuesOf(edited((json) => Object.assign(json.claims[BOB], { proof: ['0x12'] })))).toBe(
      `- ${BOB}: proof must be a list of 32-byte hashes (0x and 64 hex digits)`,
    );
  });
});

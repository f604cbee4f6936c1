import { openPanel, waitForHydration } from '../../rig/e2e/panel.ts';
import { expect, type PageRecord, rpcMethods, test } from '../../rig/e2e/test.ts';
import { errorInEnglish } from '../../rig/i18n/inEnglish.ts';
import { BAD_INPUTS, BAD_LINKS } from '../../rig/inputs/badInputs.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import { MAX_INPUT_LENGTH } from '../../src/lib/config/limits.ts';
import type { VisitorErrorCode } from '../../src/lib/errors/errorCodes.ts';

const { ethereum, optimism, base } = TEST_CHAINS;

/** The sentence a visitor reads for `code`, its `{max}` filled in as the input parser fills it. */
const messageOf = (code: VisitorErrorCode) => errorInEnglish({ code, values: { max: MAX_INPUT_LENGTH } });

/** The errors of a bad input's refused entries, as the box or a link reads it (a list). */
const entriesOf = (bad: { code?: VisitorErrorCode; entries?: readonly VisitorErrorCode[] }) =>
  bad.entries ?? (bad.code ? [bad.code] : []);

/** The calls looking up names that do not exist: two each, on Ethereum. */
const lookupsOf = (bads: readonly { code?: VisitorErrorCode; entries?: readonly VisitorErrorCode[] }[]) =>
  2 * bads.flatMap(entriesOf).filter((code) => code === 'ENS_NOT_FOUND').length;

/** What the page asked each chain during the test: nothing may be read for a bad input. */
function callsPerChain(record: PageRecord) {
  return {
    ethereum: rpcMethods(record, ethereum.id).filter((method) => method === 'eth_call'),
    base: rpcMethods(record, base.id),
    optimism: rpcMethods(record, optimism.id),
  };
}

test(`${BAD_INPUTS.length} bad inputs typed in the box: each gets its own message, nothing is read`, async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  test.setTimeout(120_000);
  await openPanel(page, siteUrl);
  const field = page.getByLabel('Address or ENS name');
  for (const bad of BAD_INPUTS) {
    await test.step(bad.name, async () => {
      await field.fill(bad.input);
      await field.press('Enter');
      // Each entry refused with its own message (commas, spaces and line breaks separate entries).
      for (const code of entriesOf(bad)) await expect(page.getByRole('alert')).toContainText(messageOf(code));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // Nothing typed is lost, line breaks included.
      await expect(field).toHaveValue(bad.input);
      expect(new URL(page.url()).search).toBe('');
    });
  }
  const calls = callsPerChain(pageRecord);
  expect(calls.base).toEqual([]);
  expect(calls.optimism).toEqual([]);
  expect(calls.ethereum, 'only the names that do not exist are looked up (2 calls each)').toHaveLength(
    lookupsOf(BAD_INPUTS),
  );
  await expect(page.locator('.chain-card')).toHaveCount(0);
});

/** Every bad input that a link can carry (a blank value is its own case, in BAD_LINKS), then the link tricks. */
const BAD_ADDRESS_LINKS = [
  ...BAD_INPUTS.filter((bad) => bad.input.trim() !== '').map((bad) => ({
    ...bad,
    search: `?address=${encodeURIComponent(bad.input)}`,
  })),
  ...BAD_LINKS,
];

test(`${BAD_ADDRESS_LINKS.length} bad ?address= links: each gets its own message, nothing is read`, async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  test.setTimeout(120_000);
  for (const bad of BAD_ADDRESS_LINKS) {
    await test.step(bad.name, async () => {
      await page.goto(`${siteUrl}/${bad.search}`);
      await waitForHydration(page);
      for (const code of entriesOf(bad)) await expect(page.getByRole('alert')).toContainText(messageOf(code));
      await expect(page.locator('.chain-card')).toHaveCount(0);
    });
  }
  const calls = callsPerChain(pageRecord);
  expect(calls.base).toEqual([]);
  expect(calls.optimism).toEqual([]);
  expect(calls.ethereum).toHaveLength(lookupsOf(BAD_ADDRESS_LINKS));
});

test('markup in a link is never rendered as markup', async ({ page, siteUrl }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${siteUrl}/?address=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Address or ENS name')).toHaveValue('<img src=x onerror=alert(1)>');
  expect(await page.locator('.wallet-panel img').count()).toBe(0);
  expect(dialogs).toBe(0);
});

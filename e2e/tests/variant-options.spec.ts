import {
  moneyDifference,
  type EstimateBreakdown,
  type EstimateOptions,
  type EstimateViewItem,
} from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { priceListOf, priceVariant } from '@corner/pricing';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug } from '../support/demo-estimate';
import { appReady, expectNoAxeViolations, openPage } from '../support/pages';

/*
 * Issue 37: on the public demo estimate, the customer tries the version's options with live
 * prices. What the page shows is checked against the pricing package's priceVariant on the
 * page's own breakdown answer (the estimate's snapshot and price list), never fixed figures.
 */

// axe on the whole estimate page, twice, takes most of a run.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const versionName = 'Oak & Brass';
const pagePath = `/estimate/${demoEstimatePageSlug}`;

/** '+$640.00', '−$120.00': a change as the page writes it. */
function change(after: number, before: number, currency: string): string {
  const amount = moneyDifference(after, before, currency);
  if (amount === 0) return '';
  return amount > 0
    ? `+${formatMoney(amount, currency)}`
    : `\u2212${formatMoney(-amount, currency)}`;
}

/** The demo version's estimate, its options and the worktop swap the test makes. */
async function demoVariant(request: APIRequestContext) {
  const views = (await (
    await request.get(`/api/v1/estimate-view/${demoEstimatePageSlug}`)
  ).json()) as EstimateViewItem[];
  const breakdowns = (await (
    await request.get(`/api/v1/estimate-view/${demoEstimatePageSlug}/breakdown`)
  ).json()) as EstimateBreakdown[];
  const view = views.find((each) => each.designVersionName === versionName);
  if (!view) throw new Error(`The demo page has no version "${versionName}"`);
  const options = breakdowns.find((each) => each.estimateId === view.estimate.id)?.options;
  if (!options) throw new Error(`"${versionName}" offers no options`);
  const worktop = options.groups.find((group) => group.label === 'Worktop');
  const oak =
    worktop && 'items' in worktop
      ? worktop.items.find((item) => item.name === 'Solid Oak Worktop 40 mm')
      : undefined;
  if (!worktop || !oak) throw new Error('No Solid Oak Worktop 40 mm among the worktops');
  const choices = { [worktop.id]: oak.id };
  return { estimate: view.estimate, options, worktop, oak, choices };
}

function priced(options: EstimateOptions, choices: Record<string, string>) {
  const priceList = priceListOf({ version: options.priceList.version, rates: options.priceList });
  const result = priceVariant(options.base, options.groups, choices, priceList);
  if (result.kind !== 'priced') throw new Error(`The variant is not priced: ${result.kind}`);
  return result.estimate;
}

/** A summary row of the variant ('Total Price:', 'Countertop'): its value with its change. */
const variantRow = (panel: Locator, term: string) =>
  panel
    .locator('dl > div')
    .filter({ has: panel.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('choosing the other worktop prices the variant as the pricing package does, and the address keeps it', async ({
  page,
  request,
}) => {
  const { estimate, options, choices } = await demoVariant(request);
  const variant = priced(options, choices);
  const currency = estimate.currency;
  const money = (amount: number) => formatMoney(amount, currency);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, pagePath);
  const panel = page.getByRole('region', { name: `Try options: ${versionName}` });
  const oakChoice = panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ });
  await expect(oakChoice).toBeEnabled();
  await oakChoice.check();

  await expect(
    panel.getByRole('heading', { name: 'Your choice, not yet an estimate' }),
  ).toBeVisible();
  await expect(variantRow(panel, 'Total Price:')).toHaveText(
    `${money(variant.totalCost)}${change(variant.totalCost, estimate.totalCost, currency)}`,
  );
  await expect(variantRow(panel, 'Countertop')).toHaveText(
    `${money(variant.countertopCost)}${change(
      variant.countertopCost,
      estimate.countertopCost,
      currency,
    )}`,
  );
  await expect(panel.getByRole('list', { name: 'Lines your choice changes' })).toContainText(
    'Solid Oak Worktop 40 mm',
  );
  const [groupId, key] = Object.entries(choices)[0]!;
  await expect(page).toHaveURL(new RegExp(`\\?o=${groupId}\\.${key}$`));
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page);

  // A reload (or the shared link) shows the same variant.
  await page.reload();
  await appReady(page);
  await expect(panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ })).toBeChecked();
  await expect(variantRow(panel, 'Total Price:')).toHaveText(
    `${money(variant.totalCost)}${change(variant.totalCost, estimate.totalCost, currency)}`,
  );

  // Printed, the page shows the variant it holds, without the panel's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(
    panel.getByRole('heading', { name: 'Your choice, not yet an estimate' }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Back to the estimate' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await panel.getByRole('button', { name: 'Back to the estimate' }).click();
  await expect(panel.getByText('Your choice, not yet an estimate')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  // With no variant chosen, the options are not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(panel).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page lists the options with their differences", async ({ page, request }) => {
    const { estimate, options, worktop, oak } = await demoVariant(request);
    await page.goto(pagePath);
    const panel = page.getByRole('region', { name: `Try options: ${versionName}` });
    const group = panel.getByRole('group', { name: 'Worktop' });
    const difference = options.differences[worktop.id]?.[oak.id];
    expect(typeof difference).toBe('number');
    await expect(group.locator('label').filter({ hasText: 'Solid Oak Worktop 40 mm' })).toHaveText(
      `Solid Oak Worktop 40 mm${change(difference!, 0, estimate.currency)}`,
    );
    await expect(group.getByRole('radio', { name: /As designed/ })).toBeChecked();
    for (const radio of await panel.getByRole('radio').all()) await expect(radio).toBeDisabled();
  });
});

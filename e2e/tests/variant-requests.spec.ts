import type { CustomerEstimate, EstimateBreakdown } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { priceListOf, priceVariant } from '@corner/pricing';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { appReady, expectNoAxeViolations, openPage } from '../support/pages';
import { demoAccounts, signedInContext } from '../support/sessions';

/*
 * Issue 37 point 3, end to end: customer@ tries the other worktop on their own estimate page and
 * asks for that variant; designer@ finds the request on the project's batches screen and makes a
 * version from it; the customer's estimate page then shows the new estimate at the price the
 * variant was shown at (the pricing package on the page's own breakdown answer).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const projectName = 'Walker Family Kitchen';
const versionName = 'Oak & Brass';
const worktopName = 'Solid Oak Worktop 40 mm';

let customerContext: BrowserContext;
let designerContext: BrowserContext;
let customer: Page;
let designer: Page;
let projectId = '';

test.beforeAll(async ({ browser, baseURL }) => {
  customerContext = await signedInContext(browser, baseURL!, demoAccounts.customer);
  designerContext = await signedInContext(browser, baseURL!, demoAccounts.designer);
  customer = await customerContext.newPage();
  designer = await designerContext.newPage();
  const json = async (path: string): Promise<unknown> =>
    (await designer.request.get(`/api/v1${path}`)).json();
  const owner = (await json('/user?email=customer%40corner.example')) as { id: string };
  const projects = (await json(`/user/${owner.id}/projects`)) as { id: string; name: string }[];
  projectId = projects.find((project) => project.name === projectName)?.id ?? '';
  expect(projectId).not.toBe('');
});

/**
 * Takes the made version away again, with its batch and page: later specs read the demo page as
 * the page customer@ is shown, and its RESERVE A SPOT only holds while it is.
 */
async function removeMadeVersion(versionId: string) {
  const call = (method: 'GET' | 'DELETE', path: string) =>
    designer.request.fetch(`/api/v1${path}`, {
      method,
      headers: { origin: new URL(designer.url()).origin },
    });
  const batches = (await (await call('GET', `/project/${projectId}/batches`)).json()) as {
    id: string;
    name: string;
  }[];
  for (const batch of batches.filter((each) => each.name.endsWith('(variant)'))) {
    expect((await call('DELETE', `/project/${projectId}/batches/${batch.id}`)).status()).toBe(204);
  }
  const removed = await call('DELETE', `/admin/projects/${projectId}/design-versions/${versionId}`);
  expect(removed.status()).toBe(204);
}

test.afterAll(async () => {
  await customerContext.close();
  await designerContext.close();
});

/** The total the customer's page shows for the oak worktop: the pricing package on its answer. */
async function variantTotal() {
  const answer = await customer.request.get(`/api/v1/project/${projectId}/estimate/breakdown`);
  const options = ((await answer.json()) as EstimateBreakdown[]).find(
    (item) => item.options,
  )!.options!;
  const worktop = options.groups.find((group) => group.label === 'Worktop')!;
  const oak = 'items' in worktop ? worktop.items.find((item) => item.name === worktopName) : null;
  const priceList = priceListOf({ version: options.priceList.version, rates: options.priceList });
  const priced = priceVariant(options.base, options.groups, { [worktop.id]: oak!.id }, priceList);
  if (priced.kind !== 'priced') throw new Error(priced.kind);
  return formatMoney(priced.estimate.totalCost, priced.estimate.currency);
}

test('customer@ asks for a variant; designer@ makes a version of it; the page shows it at that price', async () => {
  const total = await variantTotal();

  await openPage(customer, `/project/${projectId}/estimate`);
  const panel = customer.getByRole('region', { name: `Try options: ${versionName}` });
  await panel.getByRole('radio', { name: new RegExp(worktopName) }).check();
  await expect(panel.getByText(total).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Ask for this variant' }).click();
  await expect(
    panel.getByText(
      'Your designer has your request and will send you an estimate of this variant.',
    ),
  ).toBeVisible();

  await openPage(designer, `/project/${projectId}/design-versions`);
  const requests = designer.getByRole('region', { name: 'Variants customers asked for' });
  await expect(requests.getByText(`Worktop: ${worktopName}`)).toBeVisible();
  await expect(requests.getByText('The price the customer was shown holds.')).toBeVisible();
  await expectNoAxeViolations(designer);
  await requests.getByRole('button', { name: /Make a version from it/ }).click();
  const dialog = designer.getByRole('alertdialog', { name: 'Make a version from it' });
  await expect(dialog).toContainText(total);
  await dialog.getByRole('button', { name: `Make it at ${total}` }).click();
  await expect(requests.getByText(/A new version was made at/)).toBeVisible();

  await customer.reload();
  await appReady(customer);
  const page = (await (
    await customer.request.get(`/api/v1/project/${projectId}/estimate`)
  ).json()) as CustomerEstimate;
  const made = page.designVersions.find((version) => version.name.includes(worktopName));
  expect(made?.estimate && formatMoney(made.estimate.totalCost, made.estimate.currency)).toBe(
    total,
  );
  await expect(customer.getByRole('region', { name: `Estimate of ${made!.name}` })).toContainText(
    total,
  );

  await removeMadeVersion(made!.id);
});

import type { EstimateReservations } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { postPaidCheckout } from '../support/payments';
import { signedInContext } from '../support/sessions';
import { estimatedProject, staffCall } from '../support/staff-api';

/*
 * Issue 33 (decision 48) as a designer: a paid deposit reserves the spot of a project of this
 * spec's own and the projects list says which estimate holds it; a second deposit for the
 * same project is kept for staff, who find it under Payments, refund it at the provider and
 * mark it refunded. The provider's events are signed with the suite portal's webhook secret
 * (support/payments.ts), so the real webhook takes them.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const designer = 'designer@corner.example';
const stamp = Date.now();
const projectName = `E2E Payments Kitchen ${stamp}`;
const payer = `payments-${stamp}@corner.test`;

let context: BrowserContext;
let page: Page;
let projectId = '';
let reference = '';
let versionName = '';
let deposit = { amount: 0, currency: 'usd' };

test.beforeAll(async ({ browser, baseURL }) => {
  context = await signedInContext(browser, baseURL!, designer);
  page = await context.newPage();
  const call = staffCall(context.request, baseURL!);
  // A project of this spec's own, its estimate published, so its customers are shown it.
  const made = await estimatedProject(call, projectName, [payer]);
  projectId = made.projectId;
  const [estimate] = made.estimates as unknown as { id: string; reference: string }[];
  await call('POST', `${made.batchPath}/create-estimate-page/${made.versionId}`, {
    slug: `e2e-payments-${stamp}`,
    notifyCustomers: false,
  });
  const state = await call<EstimateReservations>(
    'GET',
    `/project/${projectId}/estimate/reservations?ids=${estimate!.id}`,
  );
  const shown = state.estimates[0]!;
  expect(shown.reservable).toBe(true);
  reference = shown.reference;
  deposit = shown.deposit;
  const versions = await call<{ id: string; name: string }[]>(
    'GET',
    `/project/${projectId}/design-versions`,
  );
  versionName = versions.find((version) => version.id === made.versionId)!.name;

  // The first deposit reserves the spot; a second one for the same project waits for staff.
  const payment = { reference, ...deposit, payerEmail: payer };
  expect(await postPaidCheckout(baseURL!, payment)).toBe('reserved');
  expect(await postPaidCheckout(baseURL!, payment)).toBe('needs-attention');
});

test.afterAll(async () => {
  await context.close();
});

test('the projects list says which estimate holds the spot', async () => {
  await page.goto(`/projects?search=${encodeURIComponent(projectName)}`);
  const row = page
    .getByRole('list', { name: 'Projects' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: projectName }) });
  await expect(row).toContainText(`Reserved: ${versionName} (${reference})`);
  await expectNoAxeViolations(page);
});

test('a designer finds the second deposit under Payments and marks it refunded', async () => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: projectName })).toHaveAttribute(
    'href',
    `/admin/projects/${projectId}`,
  );
  for (const text of [
    versionName,
    payer,
    formatMoney(deposit.amount, deposit.currency),
    'The project already holds a reservation: this is a second deposit.',
  ]) {
    await expect(row).toContainText(text);
  }
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Mark refunded: ${reference}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark this payment refunded?' });
  await expect(dialog).toContainText(`to ${payer} at the payment provider`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Payment ${reference} marked refunded`).last()).toBeVisible();
  await expect(row).toHaveCount(0);

  // Under All it stays, with who marked it and when; no action is offered any more.
  await page.getByRole('link', { name: 'All, with the resolved' }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?state=all$/);
  await expect(row).toContainText(`Refunded by ${designer} on`);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The reservation the first deposit made stays.
  await page.goto(`/admin/projects/${projectId}`);
  await expect(
    page.getByText(new RegExp(`^Spot reserved with ${versionName}, estimate ${reference}, on `)),
  ).toBeVisible();
});

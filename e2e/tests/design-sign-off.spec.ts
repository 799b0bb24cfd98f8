import { addDays, designSignOffTexts } from '@corner/contracts/display';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { appReady, expectNoAxeViolations, openPage } from '../support/pages';
import { pdfText } from '../support/pdf';
import { demoAccounts, signedInContext, signInThroughOutbox } from '../support/sessions';
import { drawSignature } from '../support/signature';
import { estimatedProject, staffCall } from '../support/staff-api';

/*
 * Issue 38 point 3, end to end, on a project and a customer of the test's own: designer@ asks
 * for sign-off with a PDF drawing in the back office; the customer asks for changes, then signs
 * the next request off with a typed name and a drawn signature; both get the PDF record; the
 * record reads back and checks out; production cannot be planned to have started before.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface OutboxMail {
  to: string;
  subject: string;
  attachments: string[];
}

let customerContext: BrowserContext;
let designerContext: BrowserContext;
let customer: Page;
let designer: Page;
let projectId = '';
const versionName = 'Told oak';
const customerEmail = `signing-off-${Date.now()}@corner.test`;

/** A one-page PDF, as a drawing program exports one. */
const drawingPdf = Buffer.from(
  [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

test.beforeAll(async ({ browser, baseURL }) => {
  designerContext = await signedInContext(browser, baseURL!, demoAccounts.designer);
  designer = await designerContext.newPage();
  const made = await estimatedProject(staffCall(designer.request, baseURL!), 'Signed-off kitchen', [
    customerEmail,
  ]);
  projectId = made.projectId;
  await signInThroughOutbox(baseURL!, customerEmail);
  customerContext = await signedInContext(browser, baseURL!, customerEmail);
  customer = await customerContext.newPage();
});

test.afterAll(async () => {
  await customerContext.close();
  await designerContext.close();
});

async function outbox(): Promise<OutboxMail[]> {
  const answer = await designer.request.get('/api/v1/dev/outbox');
  return ((await answer.json()) as { mails: OutboxMail[] }).mails;
}

/** Plans the project from a start date this many days from today (design approval is 7 days). */
function planFrom(baseURL: string, days: number) {
  return designer.request.post(`${baseURL}/api/v1/project/${projectId}/create-substages`, {
    data: {
      startDate: addDays(new Date().toISOString().slice(0, 10), days),
      productionComplexity: 'standard',
      deliveryType: 'shipping',
    },
    headers: { origin: baseURL },
  });
}

async function askForSignOff(note: string) {
  await openPage(designer, `/admin/projects/${projectId}`);
  const section = designer.getByRole('region', { name: designSignOffTexts.title });
  await section.getByRole('button', { name: 'Ask for sign-off' }).click();
  const dialog = designer.getByRole('dialog', { name: 'Ask for sign-off' });
  await dialog.getByLabel('Design version').selectOption({ label: versionName });
  await dialog.getByLabel('Drawings').setInputFiles({
    name: 'elevations.pdf',
    mimeType: 'application/pdf',
    buffer: drawingPdf,
  });
  await expect(dialog.getByRole('button', { name: /^Remove/ })).toBeVisible();
  await dialog.getByLabel(/^Note/).fill(note);
  await dialog.getByRole('button', { name: 'Ask for sign-off' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(designSignOffTexts.waiting)).toBeVisible();
  return section;
}

test('designer@ asks for sign-off with a PDF drawing at 360 px; production cannot start yet', async ({
  baseURL,
}) => {
  await designer.setViewportSize({ width: 360, height: 740 });
  await askForSignOff('The island is 10 cm longer.');
  await expectNoAxeViolations(designer);
  // Production a week ago: refused; from next week: planned, waiting for the sign-off.
  const refused = await planFrom(baseURL!, -14);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe(
    designSignOffTexts.productionBeforeSignOff,
  );
  expect((await planFrom(baseURL!, 0)).status()).toBe(200);
});

test('the customer sees the drawings and asks for changes, which reach the thread', async () => {
  await customer.setViewportSize({ width: 360, height: 740 });
  await openPage(customer, `/project/${projectId}/dashboard`);
  await appReady(customer);
  const section = customer.getByRole('region', { name: designSignOffTexts.title });
  await expect(section.getByText(designSignOffTexts.ready(versionName))).toBeVisible();
  await expect(section.getByRole('link', { name: /elevations\.pdf/ })).toBeVisible();
  await expect(customer.getByText(designSignOffTexts.productionWaits)).toBeVisible();
  await expectNoAxeViolations(customer);
  await section.getByRole('button', { name: 'Ask for changes' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Ask for changes' });
  await dialog.getByLabel('What would you like changed?').fill('Could the sink move left?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(designSignOffTexts.changesAsked)).toBeVisible();
  await openPage(customer, `/project/${projectId}/messages`);
  await expect(customer.getByText('Could the sink move left?')).toBeVisible();
});

test('the customer signs the next request off with a typed name and a drawn signature', async () => {
  await designer.setViewportSize({ width: 1280, height: 900 });
  await askForSignOff('The sink moved left.');
  await customer.setViewportSize({ width: 360, height: 740 });
  await openPage(customer, `/project/${projectId}/dashboard`);
  await appReady(customer);
  const section = customer.getByRole('region', { name: designSignOffTexts.title });
  await section.getByRole('button', { name: 'Approve the design' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Approve the design' });
  await expect(dialog.getByRole('region', { name: 'Terms' })).toContainText(
    'By signing off this design you ask Corner Kitchens',
  );
  await expectNoAxeViolations(customer);
  await dialog.getByLabel('Your full name').fill('Casey Walker');
  await dialog.getByLabel(designSignOffTexts.agree).check();
  await drawSignature(customer);
  const before = (await outbox()).length;
  await dialog.getByRole('button', { name: 'Approve the design' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    section.getByText(new RegExp(`^${versionName} signed off on .+ by Casey Walker$`)),
  ).toBeVisible();
  await expect(customer.getByText(designSignOffTexts.productionWaits)).toBeHidden();
  await expectNoAxeViolations(customer);
  await customer.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(customer);

  const mails = (await outbox()).slice(0, (await outbox()).length - before);
  const signedOff = mails.filter((mail) =>
    mail.subject.startsWith(`Design ${versionName} signed off`),
  );
  expect(signedOff.map((mail) => mail.to).sort()).toEqual(
    [customerEmail, demoAccounts.designer].sort(),
  );
  for (const mail of signedOff) {
    expect(mail.attachments).toEqual([expect.stringMatching(/^design-sign-off-.+\.pdf$/)]);
  }
});

test('the record reads back and checks out; production can now be planned to have started', async ({
  baseURL,
}) => {
  const section = customer.getByRole('region', { name: designSignOffTexts.title });
  const download = section.getByRole('link', { name: 'Download the sign-off record (PDF)' });
  const answer = await customer.request.get((await download.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(await answer.body())).pages.join(' ');
  expect(text).toContain('Casey Walker');
  expect(text).toContain(versionName);
  expect(text).toContain('elevations.pdf');
  expect(text).toContain('By signing off this design you ask Corner Kitchens');
  expect(text).toMatch(/Design SHA-256: [0-9a-f]{64}/);

  await section.getByRole('link', { name: 'Check this record' }).click();
  await customer.waitForURL(/\/sign-off-records\//);
  await expect(customer.getByText('matches').first()).toBeVisible();
  await expectNoAxeViolations(customer);

  const planned = await planFrom(baseURL!, -14);
  expect(planned.status()).toBe(200);
});

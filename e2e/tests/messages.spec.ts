import type { Message, ThreadPage, UnreadCount } from '@corner/contracts';
import { messageTexts } from '@corner/contracts';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations, hasHorizontalScroll } from '../support/pages';
import { pngPicture } from '../support/pictures';
import { demoAccounts, signedInContext } from '../support/sessions';

/*
 * Issue 36: a customer and their designer talk in the project's thread. customer@ asks about a
 * version of Walker Family Kitchen; designer@ finds it waiting in the inbox, writes an internal
 * note and answers; the unread counts go up and back to zero; the customer never sees the
 * note, on the screen or from the API.
 *
 * The last two tests need the APIs built beside this page: the live events
 * (GET /project/{id}/messages/live) and the attachments (POST /project/{id}/message-attachments).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const question = 'Can the countertop be oak?';
const answer = 'Yes: white oak, oiled, fits the Sage Shaker fronts.';
const note = 'Internal: ask the workshop for the oak price first.';
const projectName = 'Walker Family Kitchen';

let customerContext: BrowserContext;
let designerContext: BrowserContext;
let customer: Page;
let designer: Page;
let projectId = '';
let about = '';

const threadUrl = () => `/project/${projectId}/messages`;

async function unreadOf(page: Page): Promise<number> {
  const counts = (await (
    await page.request.get('/api/v1/messages/unread')
  ).json()) as UnreadCount[];
  return counts.find((count) => count.projectId === projectId)?.unread ?? 0;
}

/** The customer's card of the project on /projects, by its messages link. */
const messagesLinkOnCard = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: projectName, exact: true }) })
    .getByRole('link', { name: /^Messages/ });

async function openThread(page: Page) {
  await page.goto(threadUrl());
  await expect(page.getByRole('heading', { level: 1, name: messageTexts.title })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
}

async function send(page: Page, text: string, options: { internal?: boolean } = {}) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  if (options.internal) await page.getByRole('checkbox', { name: 'Internal note' }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
}

test.beforeAll(async ({ browser, baseURL }) => {
  designerContext = await signedInContext(browser, baseURL!, demoAccounts.designer);
  customerContext = await signedInContext(browser, baseURL!, demoAccounts.customer);
  designer = await designerContext.newPage();
  customer = await customerContext.newPage();
  const json = async (path: string): Promise<unknown> =>
    (await designer.request.get(`/api/v1${path}`)).json();
  const owner = (await json('/user?email=customer%40corner.example')) as { id: string };
  const projects = (await json(`/user/${owner.id}/projects`)) as { id: string; name: string }[];
  projectId = projects.find((project) => project.name === projectName)?.id ?? '';
  expect(projectId).not.toBe('');
});

test.afterAll(async () => {
  await customerContext.close();
  await designerContext.close();
});

test('the customer asks about a version; the designer finds it waiting in the inbox', async () => {
  await customer.goto('/projects');
  await expect(messagesLinkOnCard(customer)).toHaveText(/^Messages/);
  await messagesLinkOnCard(customer).click();
  await expect(customer).toHaveURL(new RegExp(`${threadUrl()}$`));
  await expect(customer.getByText(messageTexts.empty)).toBeVisible();
  await expect(customer.getByRole('checkbox', { name: 'Internal note' })).toHaveCount(0);

  const choices = customer.getByLabel('About').locator('option');
  about = ((await choices.nth(1).textContent()) ?? '').trim();
  expect(about).not.toBe('');
  await customer.getByLabel('About').selectOption({ label: about });
  await send(customer, question);
  const asked = customer.getByRole('listitem').filter({ hasText: question });
  await expect(asked.getByRole('link', { name: `About: ${about}` })).toHaveAttribute(
    'href',
    `/project/${projectId}/estimate`,
  );
  await expect(asked.getByText('Customer', { exact: true })).toBeVisible();

  await designer.goto('/admin/messages');
  const waiting = designer.getByRole('listitem').filter({ hasText: projectName });
  await expect(waiting).toContainText('Waiting for us since');
  await expect(waiting).toContainText(`${question}`);
  expect(await unreadOf(designer)).toBe(1);
  await designer.goto(`/admin/projects/${projectId}`);
  await expect(designer.getByRole('link', { name: 'Messages (1 unread)' })).toBeVisible();
  await expectNoAxeViolations(designer);
});

test('the designer notes and answers; the customer sees the answer, never the note', async () => {
  // Away from the thread: an open thread reads the answer as it arrives (live).
  await customer.goto('/projects');
  await designer.goto('/admin/messages');
  await designer.getByRole('link', { name: projectName }).click();
  await expect(designer).toHaveURL(new RegExp(`${threadUrl()}$`));
  const asked = designer.getByRole('listitem').filter({ hasText: question });
  await expect(asked.getByRole('link', { name: `About: ${about}` })).toHaveAttribute(
    'href',
    new RegExp(`/admin/projects/${projectId}/design-versions/`),
  );
  // Opening the thread read it.
  await expect.poll(() => unreadOf(designer)).toBe(0);
  await send(designer, note, { internal: true });
  await expect(
    designer.getByRole('listitem').filter({ hasText: note }).getByText(messageTexts.internalNote),
  ).toBeVisible();
  await send(designer, answer);
  await expectNoAxeViolations(designer);

  // The customer's count went up by the answer alone: the note is not theirs to read.
  await expect.poll(() => unreadOf(customer)).toBe(1);
  await customer.goto('/projects');
  await expect(messagesLinkOnCard(customer)).toHaveText(/^Messages \(1 unread\)/);
  await customer.goto(`/project/${projectId}/dashboard`);
  await expect(
    customer.getByRole('navigation', { name: 'This project' }).getByRole('link', {
      name: 'Messages (1 unread)',
    }),
  ).toBeVisible();

  await openThread(customer);
  await expect(customer.getByText(answer)).toBeVisible();
  await expect(customer.getByText(note)).toHaveCount(0);
  await expect(customer.getByText(messageTexts.internalNote)).toHaveCount(0);
  await expect.poll(() => unreadOf(customer)).toBe(0);
  await customer.goto('/projects');
  await expect(messagesLinkOnCard(customer)).toHaveText(/^Messages$|^Messages of /);

  // And from the API: no page of the thread carries the note.
  const page = (await (await customer.request.get(`/api/v1${threadUrl()}`)).json()) as ThreadPage;
  expect(page.messages.map((message: Message) => message.text)).toEqual(
    expect.arrayContaining([question, answer]),
  );
  expect(page.messages.some((message) => message.internal || message.text === note)).toBe(false);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`axe finds nothing on the thread and the inbox at ${viewport.width} px`, async () => {
    await customer.setViewportSize(viewport);
    await openThread(customer);
    await expect(customer.getByText(answer)).toBeVisible();
    await expectNoAxeViolations(customer);
    expect(await hasHorizontalScroll(customer)).toBe(false);
    // The composer stays on screen at the bottom while the thread scrolls.
    const composer = customer.getByRole('form', { name: 'Write a message' });
    const box = await composer.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);

    await designer.setViewportSize(viewport);
    await designer.goto('/admin/messages');
    await expect(designer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expectNoAxeViolations(designer);
    expect(await hasHorizontalScroll(designer)).toBe(false);
  });
}

// Needs the live events API (GET /project/{id}/messages/live) merged.
test("the customer's open thread shows the designer's answer without reload", async () => {
  await customer.setViewportSize({ width: 1280, height: 900 });
  await openThread(customer);
  const live = `Live answer ${Date.now()}`;
  await designer.goto(threadUrl());
  await send(designer, live);
  await expect(customer.getByText(live)).toBeVisible({ timeout: 5_000 });
});

// Needs the attachments API (POST /project/{id}/message-attachments) merged.
test('the designer answers with a picture; the customer opens it in the lightbox', async () => {
  await openThread(designer);
  await designer.locator('input[type="file"]').setInputFiles({
    name: 'oak-sample.png',
    mimeType: 'image/png',
    buffer: pngPicture(320, 240, [190, 150, 100]),
  });
  const files = designer.getByRole('list', { name: 'Files to send' });
  await expect(files).toContainText('oak-sample.png');
  await expect(files).not.toContainText('uploading…');
  await send(designer, 'The oak sample, photographed today.');

  await openThread(customer);
  const picture = customer.getByRole('button', { name: 'Open oak-sample.png full size' });
  await expect(picture).toBeVisible();
  await picture.click();
  await expect(customer.getByRole('dialog')).toBeVisible();
  await customer.keyboard.press('Escape');
  await expect(customer.getByRole('dialog')).toHaveCount(0);
});

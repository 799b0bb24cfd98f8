import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { E2eSmtpSink } from '../support/smtp-sink';

/*
 * Sign-in with a link read from real mail: the portal's SMTP_URL points at the SMTP server
 * this file starts. Each test uses its own demo account (one link a minute per e-mail).
 */

const sink = new E2eSmtpSink();
// Room for a minute's wait for the link limit (askForLink).
test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => sink.start());
test.afterAll(() => sink.stop());

/**
 * Asks for a link as a user would, pressing again while the page says to wait: the setup
 * project asked for these accounts' links moments ago (one link a minute per e-mail).
 */
async function askForLink(page: Page, email: string): Promise<string> {
  const before = sink.count;
  await page.getByLabel('E-mail').fill(email);
  const send = page.getByRole('button', { name: 'Send sign-in link' });
  const inbox = page.getByRole('heading', { name: 'Check your inbox' });
  await expect(async () => {
    if (await send.isVisible()) await send.click();
    await expect(inbox).toBeVisible({ timeout: 5_000 });
  }).toPass({ intervals: [10_000], timeout: 80_000 });
  return sink.signInLink(email, before);
}

test('a customer signs in from a protected route and lands back on it', async ({ page }) => {
  await page.goto('/projects?from=e2e');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprojects%3Ffrom%3De2e$/);
  const link = await askForLink(page, 'customer@corner.example');
  await page.goto(link);
  await expect(page).toHaveURL(/\/projects\?from=e2e$/);
  await expect(page.getByText(/Signed in as customer@corner\.example$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
});

test('a link opened in another browser asks for the e-mail first', async ({ page, browser }) => {
  await page.goto('/projects');
  const link = await askForLink(page, 'other@corner.example');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(
    otherPage.getByText('Confirm the e-mail address this link was sent to.'),
  ).toBeVisible();
  await otherPage.getByLabel('E-mail').fill('other@corner.example');
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage).toHaveURL(/\/projects$/);
  await expect(otherPage.getByText(/Signed in as other@corner\.example$/)).toBeVisible();
  // The link is used up: opening it again explains that and offers a new one.
  await page.goto(link);
  await expect(page.getByText('This sign-in link has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send yourself a new link' })).toBeVisible();
  await other.close();
});

test('logout asks first: Cancel stays, Log out signs out and lands on /', async ({ page }) => {
  await page.goto('/login');
  await page.goto(await askForLink(page, 'designer@corner.example'));
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
  await expect(dialog.getByText('Log out of Corner as designer@corner.example?')).toBeVisible();
  // The backdrop covers the top bar too: nothing behind the dialog can be pressed.
  const onTopBar = await page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const hit = document.elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2);
    return hit?.closest('header') !== null;
  });
  expect(onTopBar).toBe(false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/kitchens$/);
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('emailForSignIn'))).toBeNull();
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprojects$/);
});

test('the sign-in page and the logout dialog pass axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(await askForLink(page, 'admin@corner.example'));
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

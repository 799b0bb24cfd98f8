import { expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { authStatePath, signInThroughOutbox, signedInContext } from '../support/sessions';
import { E2eSmtpSink } from '../support/smtp-sink';
import { staffCall } from '../support/staff-api';

/*
 * Issue 33: 'Sign out everywhere' from the logout question ends the user's sessions in every
 * browser. The user is one this spec adds, signed in twice (two devices), so the demo accounts'
 * sessions, kept for the whole run, stay valid.
 */

// Two sign-in links for one address: the second waits out the one-a-minute limit.
test.describe.configure({ timeout: 180_000 });

const email = `e2e-everywhere-${Date.now()}@corner.test`;
const sink = new E2eSmtpSink();
test.beforeAll(() => sink.start());
test.afterAll(() => sink.stop());

/** A new browser signed in as the spec's user with a session of its own. */
async function newDevice(browser: Browser, baseURL: string) {
  const before = sink.count;
  await signInThroughOutbox(baseURL, email);
  await sink.signInLink(email, before);
  return browser.newContext({ baseURL, storageState: authStatePath(email) });
}

test('Sign out everywhere ends the session in the other browser too', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInContext(browser, baseURL!, 'admin@corner.example');
  await staffCall(admin.request, baseURL!)('POST', '/admin/users', {
    email,
    name: 'Everywhere Tester',
    type: 'customer',
  });
  await admin.close();

  const phone = await newDevice(browser, baseURL!);
  const laptop = await newDevice(browser, baseURL!);
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/projects');
  await expect(laptopPage.getByRole('button', { name: 'LOGOUT' })).toBeVisible();

  const page = await phone.newPage();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/kitchens$/);
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeHidden();

  // The laptop's session ended as well: its next visit asks to sign in.
  await laptopPage.goto('/projects');
  await expect(laptopPage).toHaveURL(/\/login\?returnTo=%2Fprojects$/);
  await phone.close();
  await laptop.close();
});

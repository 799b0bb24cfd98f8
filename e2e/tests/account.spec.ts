import { accountTexts } from '@corner/contracts';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations, hasHorizontalScroll } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 36: the customer turns the mails about unread messages off on their account page,
 * reached from the menu, at a phone's width; the choice stays after a reload.
 */

const customer = 'customer@corner.example';

test('a customer turns the message mails off on the account page, and on again', async ({
  browser,
}, testInfo) => {
  const context = await signedInContext(browser, testInfo.project.use.baseURL!, customer);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/projects');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: accountTexts.title, level: 1 })).toBeVisible();

  const box = page.getByRole('checkbox', { name: accountTexts.messageMails });
  await expect(box).toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(accountTexts.saved)).toBeVisible();
  await expect(box).not.toBeChecked();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(box).not.toBeChecked();
  // Back as it was: other tests mail this customer.
  await box.click();
  await expect(page.getByText(accountTexts.saved)).toBeVisible();
  await page.reload();
  await expect(box).toBeChecked();
  await context.close();
});

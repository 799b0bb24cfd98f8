import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app answers to input: a server-rendered page shows before its code has run
 * (decision 47), and a click on it before then does nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Opens `url`, and waits until the page answers to input. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appReady(page);
}

/** Opens /kitchens and waits for the kitchen cards. */
export async function openKitchens(page: Page): Promise<Locator> {
  await openPage(page, '/kitchens');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
}

/** Opens the first kitchen of the gallery and waits for its page. */
export async function openFirstKitchen(page: Page): Promise<string> {
  const cards = await openKitchens(page);
  const link = cards.first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** Opens the first category of the components gallery and waits for its items. */
export async function openFirstCategory(page: Page): Promise<Locator> {
  await openPage(page, '/components');
  const categories = page.getByRole('main').getByRole('article');
  await expect(categories.first()).toBeVisible();
  const link = categories.first().getByRole('link');
  const category = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/components\/[a-z-]+$/);
  // The categories stay on screen while the category page loads: wait for its own heading.
  await expect(page.getByRole('heading', { level: 1, name: category, exact: true })).toBeVisible();
  const items = page.getByRole('main').getByRole('article');
  await expect(items.first()).toBeVisible();
  return items;
}

/** Every picture in the locator has really loaded (scrolled into view first, as some are lazy). */
export async function expectImagesLoaded(images: Locator): Promise<void> {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
}

/** Runs axe on the page as it is and expects no violations (WCAG 2.x A and AA, best practice). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The page scrolls sideways: something is wider than the viewport. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** Collects console errors and warnings, and page errors, while `visit` runs. */
export async function consoleProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await visit();
  return problems;
}

/** A console problem that says the server's HTML and the browser's first render differ. */
export const isHydrationProblem = (text: string) =>
  /hydrat|did not match|server rendered|server-rendered|Minified React error #4(18|19|23|25)/i.test(
    text,
  );

import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug, expectedDemoEstimate } from '../support/demo-estimate';
import { expectNoAxeViolations, hasHorizontalScroll, openPage } from '../support/pages';
import { pdfText } from '../support/pdf';
import { authStatePath } from '../support/sessions';

/*
 * Issue 23.3 and the lightbox of 23.1: the Compare view of the demo estimate page, signed out
 * and as customer@, at 1280, 390 and 360 px, against the real API and database.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const publicPage = `/estimate/${demoEstimatePageSlug}`;
const comparePage = `${publicPage}/compare`;
const expected = expectedDemoEstimate();
/** The demo page's versions in the page's order (newest first), read in beforeAll. */
let names: string[] = [];
let walkerId = '';
/** The demo page's design version ids, by name. */
const versionIds = new Map<string, string>();

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function newPage(browser: Browser, viewport: typeof desktop, email?: string) {
  const context = await browser.newContext({
    viewport,
    ...(viewport === desktop ? {} : { hasTouch: true, isMobile: true }),
    ...(email ? { storageState: authStatePath(email) } : {}),
  });
  return { context, page: await context.newPage() };
}

const main = (page: Page) => page.getByRole('main');
const column = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const columnNames = (page: Page) => main(page).getByRole('heading', { level: 2 }).allTextContents();

/** The item line of a column that names `item`. */
const lineOf = (version: Locator, item: string) =>
  version.getByRole('listitem').filter({ hasText: item });

/** A screenshot in the test's output folder, to look at (issue 23's acceptance). */
async function screenshot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** The three demo versions, their totals and what differs, marked in words. */
async function expectDemoComparison(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
  await expect.poll(() => columnNames(page)).toEqual(names);
  const lowest = Math.min(
    ...expected.map((version) => Number(version.total.replace(/[^\d.]/g, ''))),
  );
  for (const version of expected) {
    const region = column(page, version.name);
    const total = region.getByRole('definition').first();
    await expect(total).toContainText(version.total);
    const amount = Number(version.total.replace(/[^\d.]/g, ''));
    await expect(total).toContainText(amount === lowest ? 'Lowest price' : '+$');
    await expect(region.getByText(/^Estimate E-\d{4}-\d{4,}$/)).toBeVisible();
    // Every summary line of the estimate page, in its order.
    const terms = await region.getByRole('term').allTextContents();
    expect(terms).toEqual(['Total', ...version.lines.map(([label]) => label)]);
  }
  const oak = column(page, 'Oak & Brass');
  // Only Oak & Brass has oak fronts; every version has hinges, in different numbers.
  await expect(lineOf(oak, 'Oak Veneer Slab Front')).toContainText('Only in this version');
  await expect(lineOf(oak, 'Soft-Close Concealed Hinge 110°')).toContainText('Quantity differs');
  await expect(lineOf(oak, 'Sink Base Cabinet 800, Moisture Resistant')).not.toContainText(
    /Only in this version|Quantity differs/,
  );
  await expect(oak.getByRole('link', { name: 'Oak Veneer Slab Front' })).toHaveAttribute(
    'href',
    /^\/components\/front\//,
  );
}

test.beforeAll(async ({ browser }) => {
  const { context, page } = await newPage(browser, desktop, 'customer@corner.example');
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { id: string };
  const projects = (await (
    await page.request.get(`/api/v1/user/${session.id}/projects`)
  ).json()) as Array<{ id: string; name: string }>;
  walkerId = projects.find((project) => project.name === 'Walker Family Kitchen')?.id ?? '';
  expect(walkerId).not.toBe('');
  const view = (await (
    await page.request.get(`/api/v1/estimate-view/${demoEstimatePageSlug}`)
  ).json()) as Array<{ id: string; designVersionName: string }>;
  for (const item of view) versionIds.set(item.designVersionName, item.id);
  names = view.map((item) => item.designVersionName);
  expect([...names].sort()).toEqual(expected.map((version) => version.name).sort());
  await context.close();
});

test('signed out at 1280 px: the estimate page leads to three versions side by side', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, desktop);
  await openPage(page, publicPage);
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page).toHaveURL(comparePage);
  await expectDemoComparison(page);

  // Side by side: the three columns start at the same height, left to right.
  const boxes = await Promise.all(names.map((name) => column(page, name).boundingBox()));
  expect(boxes.every((box) => box && Math.abs(box.y - boxes[0]!.y) < 1)).toBe(true);
  expect(boxes.map((box) => box!.x)).toEqual([...boxes.map((box) => box!.x)].sort((a, b) => a - b));
  await expect(page.getByRole('navigation', { name: 'Versions' })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshot(page, 'compare-1280');

  await page.getByRole('link', { name: /Back to the estimate/ }).click();
  await expect(page).toHaveURL(publicPage);
  await context.close();
});

test('the address names the versions shown, so a sent link shows the same', async ({ browser }) => {
  const { context, page } = await newPage(browser, desktop);
  await openPage(page, comparePage);
  await expect.poll(() => columnNames(page)).toEqual(names);
  await page.getByRole('combobox', { name: 'Version 1 of 3' }).selectOption({ label: names[2]! });
  // The version in column 3 takes column 1's place: no version shows twice.
  const swapped = [names[2]!, names[1]!, names[0]!];
  await expect.poll(() => columnNames(page)).toEqual(swapped);
  const ids = swapped.map((name) => versionIds.get(name));
  await expect(page).toHaveURL(`${comparePage}?versions=${ids.join(',')}`);

  // A new visitor opening that address sees the same choice.
  const { context: other, page: sent } = await newPage(browser, desktop);
  const sentIds = ['Oak & Brass', 'Sage Shaker'].map((name) => versionIds.get(name));
  await openPage(sent, `${comparePage}?versions=${sentIds.join(',')}`);
  await expect.poll(() => columnNames(sent)).toEqual(['Oak & Brass', 'Sage Shaker']);
  await expect(
    lineOf(column(sent, 'Oak & Brass'), 'Soft-Close Concealed Hinge 110°'),
  ).toContainText('Quantity differs');
  await other.close();
  await context.close();
});

test('at 390 px one version shows at a time; Next and a swipe move to the next', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, phone);
  await openPage(page, comparePage);
  await expectDemoComparison(page);
  const pager = page.getByRole('navigation', { name: 'Versions' });
  await expect(pager).toContainText('1 of 3');
  const inView = async () => {
    const shown: string[] = [];
    for (const name of names) {
      const box = await column(page, name).boundingBox();
      if (box && box.x >= -1 && box.x + box.width <= phone.width + 1) shown.push(name);
    }
    return shown;
  };
  await expect.poll(inView).toEqual([names[0]]);
  await screenshot(page, 'compare-390');

  await pager.getByRole('button', { name: 'Next version' }).click();
  await expect(pager).toContainText('2 of 3');
  await expect.poll(inView).toEqual([names[1]]);

  // A swipe is the scroller's own scrolling (CSS scroll snap): one column further.
  const scroller = column(page, names[0]!).locator('..');
  const box = (await scroller.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.wheel(box.width * 0.8, 0);
  await expect(pager).toContainText('3 of 3');
  await expect.poll(inView).toEqual([names[2]]);
  await expect(pager.getByRole('button', { name: 'Next version' })).toBeDisabled();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
  await context.close();
});

test('at 360 px the Compare view does not scroll sideways', async ({ browser }) => {
  for (const email of [undefined, 'customer@corner.example']) {
    const { context, page } = await newPage(browser, { width: 360, height: 740 }, email);
    await page.goto(email ? `/project/${walkerId}/estimate/compare` : comparePage);
    await expect.poll(() => columnNames(page)).toEqual(names);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  }
});

test('as customer@: the estimate page leads to the Compare view of the same versions', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, desktop, 'customer@corner.example');
  await page.goto(`/project/${walkerId}/estimate`);
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page).toHaveURL(`/project/${walkerId}/estimate/compare`);
  await expectDemoComparison(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Back to the estimate/ }).click();
  await expect(page).toHaveURL(`/project/${walkerId}/estimate`);
  await context.close();
});

test('a render opens full size in the lightbox and Escape closes it, focus back', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, desktop);
  await openPage(page, publicPage);
  const gallery = page.getByRole('region', { name: `Renders of ${names[0]}` });
  const opener = gallery.getByRole('button', { name: 'View full size' });
  await screenshot(page, 'estimate-1280', false);
  await opener.click();
  const lightbox = page.getByRole('dialog', { name: `Renders of ${names[0]}, full size` });
  await expect(lightbox).toBeVisible();
  const image = lightbox.getByRole('img', {
    name: `Renders of ${names[0]}, image 1 of 2, full size`,
  });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'lightbox-1280', false);
  // Arrow keys move within the lightbox; the gallery behind follows.
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(600); // the slide's animation
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(gallery.getByRole('group')).toHaveAttribute('aria-label', '2 of 2');

  // The Compare view's renders open the same way.
  await openPage(page, comparePage);
  const compareOpener = column(page, names[1]!).getByRole('button', { name: /^View full size/ });
  await compareOpener.click();
  await expect(
    page.getByRole('dialog', { name: `Renders of ${names[1]}, full size` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(compareOpener).toBeFocused();
  await context.close();
});

test('printed, the Compare view keeps the columns side by side without controls', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, desktop);
  await openPage(page, comparePage);
  await expect.poll(() => columnNames(page)).toEqual(names);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'MENU' })).toBeHidden();
  await expect(page.locator('main select')).toHaveCount(3);
  for (const select of await page.locator('main select').all()) await expect(select).toBeHidden();
  await expect(page.getByRole('link', { name: /Back to the estimate/ })).toBeHidden();
  const boxes = await Promise.all(names.map((name) => column(page, name).boundingBox()));
  expect(boxes.every((box) => box && Math.abs(box.y - boxes[0]!.y) < 1)).toBe(true);
  const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('compare-a4.pdf') });
  const { pageCount, pages } = await pdfText(pdf);
  const text = pages.join(' ');
  for (const version of expected) expect(text).toContain(version.total);
  // The marks are in capitals, spaced: the PDF's text has a space between the letters.
  expect(text.replaceAll(' ', '')).toContain('ONLYINTHISVERSION');
  expect(text).toContain('Lowest price');
  expect(text).not.toMatch(/MENU|Version \d of \d|Remove|View full size|Back to the estimate/);
  expect(pageCount).toBeLessThanOrEqual(3);
  await context.close();
});

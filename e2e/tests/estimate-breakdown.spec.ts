import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import {
  demoEstimatePageSlug,
  demoEstimateParameters,
  expectedDemoEstimate,
} from '../support/demo-estimate';
import { expectNoAxeViolations, hasHorizontalScroll, openPage } from '../support/pages';
import { pdfText } from '../support/pdf';
import { authStatePath } from '../support/sessions';

/*
 * Issue 23, points 1, 2 and 4: the estimate pages' frozen lines, what drives the price, and
 * the printed estimate, on the demo data against the real API, as customer@ and signed out.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const moneyPattern = /^-?\$[\d,]+\.\d{2}$/;
/** "$12,345.67" in cents. */
function cents(money: string): number {
  expect(money).toMatch(moneyPattern);
  return Math.round(Number(money.replace(/[$,]/g, '')) * 100);
}

interface PageLine {
  name: string;
  href: string | null;
  price: string;
}
interface PageGroup {
  title: string;
  subtotal: string;
  lines: PageLine[];
}

/** The detail groups of one version, read from the page (closed groups included). */
async function groupsOf(version: Locator): Promise<PageGroup[]> {
  const triggers = version.locator('button[aria-expanded]');
  await expect(triggers.first()).toBeVisible();
  return triggers.evaluateAll((buttons) =>
    buttons.map((button) => {
      const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
      const spans = button.querySelectorAll('span');
      return {
        title: spans[0]?.textContent ?? '',
        subtotal: spans[1]?.textContent ?? '',
        lines: [...(content?.querySelectorAll('li') ?? [])].map((item) => ({
          name: item.querySelector('h3, h4')?.textContent ?? '',
          href: item.querySelector('a')?.getAttribute('href') ?? null,
          price: item.querySelector('p:last-of-type')?.textContent ?? '',
        })),
      };
    }),
  );
}

async function asUser(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: authStatePath(email) });
  return { context, page: await context.newPage() };
}

let walkerPath = '';

test.beforeAll(async ({ browser }) => {
  const { context, page } = await asUser(browser, 'customer@corner.example');
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { id: string };
  const projects = (await (
    await page.request.get(`/api/v1/user/${session.id}/projects`)
  ).json()) as Array<{ id: string; name: string }>;
  const walker = projects.find((project) => project.name === 'Walker Family Kitchen');
  expect(walker).toBeDefined();
  walkerPath = `/project/${walker!.id}/estimate`;
  await context.close();
});

/** The summary line of a version by its label, e.g. 'Materials'. */
async function summaryLine(version: Locator, label: string): Promise<string> {
  const summary = version.getByRole('region', { name: /^Estimate of / });
  return (
    await summary.getByRole('term').filter({ hasText: label }).locator('+ dd').innerText()
  ).trim();
}

/** Every version: its groups' lines add up to their subtotals and to the summary lines. */
async function expectLinesAddUp(page: Page) {
  for (const expected of expectedDemoEstimate()) {
    const version = page.getByRole('region', { name: expected.name, exact: true });
    const groups = await groupsOf(version);
    expect(groups.map((group) => group.title)).toEqual([
      'Fronts & Boxes',
      'Opening system',
      'Functional features',
      'Accessories',
      'Countertop',
    ]);
    for (const group of groups) {
      expect(group.lines.length).toBeGreaterThan(0);
      const sum = group.lines.reduce((total, line) => total + cents(line.price), 0);
      expect(sum, `${expected.name}: ${group.title}`).toBe(cents(group.subtotal));
    }
    const subtotal = (title: string) => cents(groups.find((g) => g.title === title)!.subtotal);
    expect(subtotal('Fronts & Boxes')).toBe(cents(await summaryLine(version, 'Materials')));
    expect(
      subtotal('Opening system') + subtotal('Functional features') + subtotal('Accessories'),
    ).toBe(cents(await summaryLine(version, 'Components')));
    expect(subtotal('Countertop')).toBe(cents(await summaryLine(version, 'Countertop')));
  }
}

/** The drivers panel of every version shows the demo batch's parameters in words. */
async function expectDemoDrivers(page: Page) {
  const params = demoEstimateParameters();
  // The demo page's batch: a large US kitchen, West, medium distance, shipped, assembled,
  // the countertop delivered on its own, in US dollars.
  expect(params).toMatchObject({
    country: 'us',
    size: 'large',
    usPart: 'west',
    distance: 'medium',
    deliveryType: 'shipping',
    assembled: true,
    isCountertopDeliverySeparated: true,
    currency: 'usd',
  });
  for (const expected of expectedDemoEstimate()) {
    const version = page.getByRole('region', { name: expected.name, exact: true });
    const panel = version.getByRole('region', {
      name: `What drives the price of ${expected.name}`,
    });
    await expect(panel.getByText('Price list')).toBeVisible();
    const terms = await panel.getByRole('term').allInnerTexts();
    const values = (await panel.getByRole('definition').allInnerTexts()).map((value) =>
      value.replace(/\s+/g, ' ').trim(),
    );
    const rows = Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
    const delivery = expected.lines.find(([label]) => label === 'Delivery')![1];
    const assembly = expected.lines.find(([label]) => label === 'Assembly')![1];
    expect(rows).toMatchObject({
      'Kitchen size': 'Large',
      Delivery: `Shipping to the United States (West), a medium distance from our workshop ${delivery}`,
      Countertop: 'Delivered separately, included in delivery',
      Assembly: `Assembled in our workshop ${assembly}`,
      Currency: 'US dollars',
      'Price list': 'Version 1',
    });
    expect(rows['Reference']).toMatch(/^E-\d{4}-\d{4,}$/);
    expect(rows['Issued']).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(terms).not.toContain('Measurements');
  }
}

for (const who of ['customer@corner.example', 'a signed-out visitor'] as const) {
  test(`${who}: the lines add up, the drivers show the batch, a line opens its item`, async ({
    browser,
  }) => {
    const signedIn = who.includes('@');
    const context = signedIn ? (await asUser(browser, who)).context : await browser.newContext();
    const page = context.pages()[0] ?? (await context.newPage());
    await openPage(page, signedIn ? walkerPath : `/estimate/${demoEstimatePageSlug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Walker Family Kitchen' }),
    ).toBeVisible();
    await expectLinesAddUp(page);
    await expectDemoDrivers(page);

    const first = page.getByRole('region', { name: expectedDemoEstimate()[0]!.name, exact: true });
    const fronts = first.getByRole('button', { name: /^Fronts & Boxes / });
    await expect(fronts).toHaveAttribute('aria-expanded', 'false');
    await fronts.click();
    await expect(fronts).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    const link = first.getByRole('listitem').getByRole('link').first();
    const name = (await link.innerText()).trim();
    await expect(link).toHaveAttribute('href', /^\/components\/[a-z-]+\/[\w-]+$/);
    await link.click();
    await expect(page).toHaveURL(/\/components\/[a-z-]+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.close();
  });
}

test('the estimate fits a 360 px screen and passes axe on screen and in print', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openPage(page, `/estimate/${demoEstimatePageSlug}`);
  const groups = page.getByRole('main').locator('button[aria-expanded]');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.click();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expectNoAxeViolations(page);
});

for (const format of ['A4', 'Letter'] as const) {
  test(`the printed estimate (${format}): the estimate alone, every line, two pages a version`, async ({
    page,
  }, testInfo) => {
    await openPage(page, `/estimate/${demoEstimatePageSlug}`);
    const versions = expectedDemoEstimate();
    const lines: PageLine[] = [];
    for (const expected of versions) {
      const version = page.getByRole('region', { name: expected.name, exact: true });
      for (const group of await groupsOf(version)) lines.push(...group.lines);
    }
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    const pdf = await page.pdf({ format, printBackground: true });
    await testInfo.attach(`estimate-${format}.pdf`, { body: pdf, contentType: 'application/pdf' });
    const { pageCount, pages } = await pdfText(pdf);
    const text = pages.join(' ');
    expect(pageCount).toBeLessThanOrEqual(2 * versions.length);
    for (const absent of [
      'MENU',
      'Skip to content',
      'Privacy policy',
      'RESERVE A SPOT',
      'Print or save as PDF',
      'Previous image',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    expect(text).toContain('Corner Kitchens');
    expect(text).toContain('hello@corner.example');
    expect(text).toMatch(/E-\d{4}-\d{4,}/);
    for (const line of lines) {
      expect(text, line.name).toContain(line.name);
      expect(text, `${line.name} ${line.price}`).toContain(line.price);
    }
    for (const expected of versions) {
      expect(text).toContain(expected.name);
      expect(text).toContain(expected.total);
      expect(text).toContain('What drives this price');
    }
    console.info(`${format}: ${pageCount} pages for ${versions.length} design versions`);
  });
}

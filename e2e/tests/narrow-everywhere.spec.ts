import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug } from '../support/demo-estimate';
import { appReady, hasHorizontalScroll } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 34 point 3 (decision 53): every route on the narrowest phone the portal is tested at.
 * At 360 px no page scrolls sideways (its document is no wider than the viewport), as a
 * visitor, a customer and a designer; staff-narrow.spec.ts walks every back-office screen as
 * admin at 390 and 360 px the same way.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const phone = { width: 360, height: 780 };

interface Project {
  id: string;
  name: string;
}

async function projectsOf(page: Page): Promise<Project[]> {
  const response = await page.request.get('/api/v1/projects');
  return ((await response.json()) as { items: Project[] }).items;
}

const byName = (projects: Project[], name: string) =>
  projects.find((project) => project.name === name)!.id;

/** Opens each address at 360 px; answers the widths, and the addresses wider than the screen. */
async function walk(page: Page, urls: string[]) {
  const figures: string[] = [];
  const failures: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await appReady(page);
    await expect(page.getByRole('main')).toBeVisible();
    // Whatever loads after the first paint (lists, timelines, estimates) is in place.
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    figures.push(`${url}: ${width} px`);
    if (await hasHorizontalScroll(page)) failures.push(`${url}: ${width} px`);
  }
  return { figures, failures };
}

async function phoneAs(browser: Browser, baseURL: string, email?: string) {
  const context = email
    ? await signedInContext(browser, baseURL, email)
    : await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.setViewportSize(phone);
  return { context, page };
}

test('no public page scrolls sideways at 360 px', async ({ browser, baseURL }, testInfo) => {
  const { context, page } = await phoneAs(browser, baseURL!);
  const kitchens = (await (await page.request.get('/api/v1/gallery/kitchens')).json()) as {
    items: { slug: string }[];
  };
  const fronts = (await (
    await page.request.get('/api/v1/gallery/components?category=front')
  ).json()) as { items: { slug: string }[] };
  const urls = [
    '/',
    '/kitchens',
    `/kitchens/${kitchens.items[0]!.slug}`,
    '/components',
    '/components/front',
    `/components/front/${fronts.items[0]!.slug}`,
    '/get-an-estimate',
    '/login',
    `/estimate/${demoEstimatePageSlug}`,
    `/estimate/${demoEstimatePageSlug}/compare`,
  ];
  const { figures, failures } = await walk(page, urls);
  await testInfo.attach('public page widths at 360 px', { body: figures.join('\n') });
  console.info(figures.join('\n'));
  expect(failures).toEqual([]);
  await context.close();
});

test("no customer's page scrolls sideways at 360 px", async ({ browser, baseURL }, testInfo) => {
  const { context, page } = await phoneAs(browser, baseURL!, 'customer@corner.example');
  const projects = await projectsOf(page);
  const family = byName(projects, 'Walker Family Kitchen');
  const studio = byName(projects, 'Walker Garden Studio');
  const { figures, failures } = await walk(page, [
    '/projects',
    `/project/${studio}/dashboard`,
    `/project/${family}/dashboard`,
    `/project/${family}/estimate`,
    `/project/${studio}/estimate`,
    '/project-template',
  ]);
  await testInfo.attach('customer page widths at 360 px', { body: figures.join('\n') });
  console.info(figures.join('\n'));
  expect(failures).toEqual([]);
  await context.close();
});

test("no designer's page scrolls sideways at 360 px", async ({ browser, baseURL }, testInfo) => {
  const { context, page } = await phoneAs(browser, baseURL!, 'designer@corner.example');
  const projects = await projectsOf(page);
  const family = byName(projects, 'Walker Family Kitchen');
  const studio = byName(projects, 'Walker Garden Studio');
  const { figures, failures } = await walk(page, [
    '/projects',
    `/project/${studio}/dashboard`,
    `/project/${family}/design-versions`,
    `/project/${family}/design-versions-old`,
    '/admin',
    '/admin/projects',
  ]);
  await testInfo.attach('designer page widths at 360 px', { body: figures.join('\n') });
  console.info(figures.join('\n'));
  expect(failures).toEqual([]);
  await context.close();
});

test('on a phone the signed-in top bar is one row; MENU holds My projects and ADMIN', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phoneAs(browser, baseURL!, 'designer@corner.example');
  await page.goto('/admin/users');
  await appReady(page);
  const banner = page.getByRole('banner');
  const logout = banner.getByRole('button', { name: 'LOGOUT' });
  const menu = banner.getByRole('button', { name: 'MENU' });
  for (const control of [menu, logout]) {
    // Measured once shown: the signed-in controls come with the session.
    await expect(control).toBeVisible();
    // Polled: the bar may render once more as the session arrives, between two reads.
    await expect
      .poll(async () => {
        const box = await control.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(phone.width);
  }
  // One row: the logo, MENU and LOGOUT share a line.
  const logo = (await banner.getByRole('link').first().boundingBox())!;
  expect(Math.abs((await logout.boundingBox())!.y - logo.y)).toBeLessThan(24);
  expect((await banner.boundingBox())!.height).toBeLessThan(72);
  // The back-office tabs are one row too (they scroll inside their own box).
  const tabs = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
  await expect(tabs.last()).toBeAttached();
  const first = (await tabs.first().boundingBox())!;
  const last = (await tabs.last().boundingBox())!;
  expect(last.y).toBe(first.y);
  await menu.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'My projects' })).toBeVisible();
  await dialog.getByRole('link', { name: 'ADMIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test("at 360 px the users table keeps each user's Role and Edit in view", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phoneAs(browser, baseURL!, 'admin@corner.example');
  await page.goto('/admin/users');
  await appReady(page);
  const row = page.getByRole('row').filter({ hasText: 'admin@corner.example' });
  for (const control of [
    row.getByRole('combobox', { name: /^Role of / }),
    row.getByRole('button', { name: /^Edit / }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  }
  await context.close();
});

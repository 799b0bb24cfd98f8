import { expect } from '@playwright/test';
import { test } from '../support/test';
import { hasHorizontalScroll, openKitchens, openPage } from '../support/pages';

test.describe('menu', () => {
  test.beforeEach(async ({ page }) => {
    await openKitchens(page);
    await page.getByRole('button', { name: 'MENU' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('lists the marketing links and Get an estimate', async ({ page }) => {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['How it works', 'Our kitchens', 'About us', 'Journal']) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute(
        'href',
        /^https:\/\/corner\.example\//,
      );
    }
    // A visitor asks through the enquiry form (issue 26).
    await expect(menu.getByRole('link', { name: 'Get an estimate →' })).toHaveAttribute(
      'href',
      '/get-an-estimate',
    );
  });

  test('closes on Escape and gives focus back to MENU', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'MENU' })).toBeFocused();
  });

  test('closes on a click on the backdrop', async ({ page }) => {
    await page.getByTestId('menu-backdrop').click({ position: { x: 20, y: 200 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes on a route change through one of its links', async ({ page }) => {
    await page.getByRole('dialog').getByRole('link', { name: 'Get an estimate →' }).click();
    await expect(page).toHaveURL(/\/get-an-estimate$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('keeps focus inside while open', async ({ page }) => {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test('the footer has marketing, social, privacy and terms links and a contact address', async ({
  page,
}) => {
  await openKitchens(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'How it works' })).toHaveAttribute(
    'href',
    'https://corner.example/how-it-works',
  );
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Pinterest' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    'https://corner.example/privacy',
  );
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    'https://corner.example/terms',
  );
  await expect(footer.getByRole('link', { name: 'hello@corner.example' })).toHaveAttribute(
    'href',
    'mailto:hello@corner.example',
  );
});

test('every footer link is at least 24 px tall on a phone (WCAG 2.2 target size)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openKitchens(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  const heights = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(5);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(24);
});

test('a signed-out visit logs no error: who is signed in is a normal answer', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // This browser signed in once (its stored e-mail), so the page asks who is signed in.
  await page.addInitScript(() => localStorage.setItem('emailForSignIn', 'gone@corner.example'));
  const session = page.waitForResponse('**/api/v1/auth/session');
  await openKitchens(page);
  expect((await session).status()).toBe(200);
  expect(await (await session).json()).toBeNull();
  expect(errors).toEqual([]);
});

test('a visitor finds Sign in in the top bar', async ({ page }) => {
  await openKitchens(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the logo leads to the kitchens gallery', async ({ page }) => {
  await openPage(page, '/components');
  await page.getByRole('banner').getByRole('link', { name: 'Corner, bespoke kitchens' }).click();
  await expect(page).toHaveURL(/\/kitchens$/);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/kitchens does not scroll sideways', async ({ page }) => {
    await openKitchens(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('a kitchen page and the open menu do not scroll sideways either', async ({ page }) => {
    const cards = await openKitchens(page);
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('region', { name: /^Renders of/ })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'MENU' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a public page shows its content, a staff screen the logo and a loading line', async ({
    page,
  }) => {
    await page.goto('/kitchens');
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchens' })).toBeVisible();
    await expect(page.getByText('Loading page…')).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('Corner', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading page…')).toBeVisible();
  });
});

test("a public page's HTML links its styles, and starts its own code with the entry after the first paint", async ({
  request,
}) => {
  /** The modules the page's loader starts (decision 47), entry first. */
  const modulesOf = (html: string) =>
    /<script defer src="\/assets\/start-after-paint-[\w-]+\.js" data-modules="([^"]+)"><\/script>/
      .exec(html)?.[1]
      ?.split(' ') ?? [];
  const estimate = await (await request.get('/estimate/demo-kitchen-estimate')).text();
  const estimateModules = modulesOf(estimate);
  expect(estimateModules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(estimateModules.some((file) => /^\/assets\/estimate-[\w-]+\.js$/.test(file))).toBe(true);
  expect(estimate).not.toContain('<script type="module"');
  expect(estimate).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
  const login = await (await request.get('/login')).text();
  expect(modulesOf(login).some((file) => /^\/assets\/login-[\w-]+\.js$/.test(file))).toBe(true);
  expect(login).not.toContain('/assets/estimate-');
  // For a browser with JavaScript off, a staff screen says it needs it.
  const users = await (await request.get('/admin/users')).text();
  expect(users).toContain('<noscript><p class="boot-status">Corner needs JavaScript');
});

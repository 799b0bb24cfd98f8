import type { PriceLists } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug, expectedDemoEstimate } from '../support/demo-estimate';
import { consoleProblems, expectImagesLoaded, isHydrationProblem } from '../support/pages';
import { signedInContext } from '../support/sessions';
import { estimatedProject, staffCall } from '../support/staff-api';

/*
 * Public pages rendered on the server and hydrated (decision 46): real status codes, each page's
 * own head, no hydration mismatch, and no API call for what the server already sent.
 */

const estimatePage = `/estimate/${demoEstimatePageSlug}`;

/** Every public route, with a real kitchen and component, and their unknown forms. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const kitchens = (await (await request.get('/api/v1/gallery/kitchens')).json()) as {
    items: { slug: string }[];
  };
  const fronts = (await (
    await request.get('/api/v1/gallery/components?category=front')
  ).json()) as { items: { slug: string }[] };
  return [
    '/kitchens',
    `/kitchens/${kitchens.items[0]?.slug ?? ''}`,
    '/kitchens/nope',
    '/components',
    '/components/front',
    `/components/front/${fronts.items[0]?.slug ?? ''}`,
    '/components/front/nope',
    '/components/nope',
    '/login',
    '/login/confirm',
    '/get-an-estimate',
    estimatePage,
    `${estimatePage}/compare`,
    '/acceptance-records/00000000-0000-4000-8000-000000000000',
    '/sign-off-records/00000000-0000-4000-8000-000000000000',
    '/estimate/no-such-estimate',
    '/no-such-page',
  ];
}

test('an unknown kitchen and an unknown address answer 404 with their page', async ({
  page,
  request,
}) => {
  const unknown = [
    '/kitchens/nope',
    '/components/nope',
    '/components/front/nope',
    '/estimate/no-such-estimate',
    '/no-such-page',
  ];
  for (const path of unknown) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type']).toContain('text/html');
  }
  const kitchen = await page.goto('/kitchens/nope');
  expect(kitchen?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Kitchen not found' })).toBeVisible();
  const estimate = await page.goto('/estimate/no-such-estimate');
  expect(estimate?.status()).toBe(404);
  await expect(
    page.getByText('This estimate link is not valid or is no longer published.'),
  ).toBeVisible();
  const address = await page.goto('/no-such-page');
  expect(address?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('each public page has its own title, description, canonical address and link preview', async ({
  request,
}) => {
  const html = await (await request.get('/kitchens')).text();
  expect(html).toContain('<title>Kitchens · Corner</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/kitchens" \/>/);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/files\/[^"]+" \/>/);
  expect(html).not.toContain('noindex');

  const estimate = await request.get(estimatePage);
  expect(estimate.headers()['x-robots-tag']).toBe('noindex');
  const estimateHtml = await estimate.text();
  expect(estimateHtml).toContain('<meta name="robots" content="noindex" />');
  expect(estimateHtml).toMatch(/<title>[^<]*Walker Family Kitchen[^<]* · Corner<\/title>/);
  expect(estimateHtml).toMatch(/<meta property="og:title" content="[^"]*Walker Family Kitchen/);
  expect(estimateHtml).toMatch(/<meta property="og:image" content="[^"]+\/files\/[^"]+" \/>/);

  const titles: Record<string, string> = {
    '/components': 'Components · Corner',
    '/components/front': 'Fronts · Corner',
    '/login': 'Sign in · Corner',
    '/get-an-estimate': 'Get an estimate · Corner',
  };
  for (const [path, title] of Object.entries(titles)) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain(`<title>${title}</title>`);
    expect(page, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}" />`));
    expect(page, path).toContain('<meta property="og:description"');
  }
});

test('public pages hydrate without a mismatch and without asking the API for their data', async ({
  page,
  request,
}) => {
  const dataCalls: string[] = [];
  page.on('request', (call) => {
    // A spot's reservation is live, per visitor and never cached: the page asks for it.
    const live = call.url().includes('/reservations?');
    if (
      /\/api\/v1\/(gallery|estimate-view)\//.test(call.url()) &&
      !live &&
      call.method() === 'GET'
    ) {
      dataCalls.push(`${new URL(page.url()).pathname} asked ${call.url()}`);
    }
  });
  for (const path of await publicPages(request)) {
    const problems = await consoleProblems(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: the client's router handles a click on the banner's home link.
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.waitForTimeout(300);
    });
    expect(problems.filter(isHydrationProblem), path).toEqual([]);
  }
  expect(dataCalls).toEqual([]);
});

test('a gallery edit is seen on the next server-rendered page', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await signedInContext(browser, baseURL!, 'admin@corner.example');
  const staff = context.request;
  const list = (await (await staff.get('/api/v1/admin/kitchens')).json()) as {
    items: { id: string; published: boolean }[];
  };
  const id = list.items.find((kitchen) => kitchen.published)!.id;
  type Kitchen = {
    slug: string;
    name: string;
    style: string;
    summary: string;
    description: string;
    fromPrice: number;
    published: boolean;
    revision: number;
    renders: { id: string }[];
    components: { id: string }[];
  };
  const save = async (kitchen: Kitchen, summary: string) => {
    const answer = await staff.put(`/api/v1/admin/kitchens/${id}`, {
      headers: { origin: baseURL! },
      data: {
        slug: kitchen.slug,
        name: kitchen.name,
        style: kitchen.style,
        summary,
        description: kitchen.description,
        fromPrice: kitchen.fromPrice,
        published: kitchen.published,
        renderIds: kitchen.renders.map((render) => render.id),
        componentIds: kitchen.components.map((component) => component.id),
        revision: kitchen.revision,
      },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as Kitchen;
  };
  const kitchen = (await (await staff.get(`/api/v1/admin/kitchens/${id}`)).json()) as Kitchen;
  const page = `/kitchens/${kitchen.slug}`;
  // Rendered (and kept) once before the edit.
  expect(await (await request.get(page)).text()).toContain(kitchen.name.replace(/&/g, '&amp;'));
  const summary = 'Rebuilt this week with oiled oak fronts.';
  const saved = await save(kitchen, summary);
  const after = await (await request.get(page)).text();
  expect(after).toContain(`<meta name="description" content="${summary}" />`);
  expect(after).toContain(summary);
  await save(saved, kitchen.summary);
  await context.close();
});

test('a publish and a recalculation after a price-list change are seen on the next server-rendered page', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await signedInContext(browser, baseURL!, 'admin@corner.example');
  const call = staffCall(context.request, baseURL!);
  const stamp = Date.now();
  const { versionId, batchPath, estimates } = await estimatedProject(
    call,
    `E2E Rendered Kitchen ${stamp}`,
    [`rendered-${stamp}@corner.test`],
  );
  const slug = `e2e-rendered-${stamp}`;
  const page = `/estimate/${slug}`;
  const totalOf = (estimates: { totalCost: number }[]) =>
    formatMoney(estimates[0]!.totalCost, 'usd');
  const firstTotal = totalOf(estimates);

  expect((await request.get(page)).status()).toBe(404);
  await call('POST', `${batchPath}/create-estimate-page/${versionId}`, {
    slug,
    notifyCustomers: false,
  });
  const published = await request.get(page);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(firstTotal);

  // A new price list leaves the published page as it was: its estimate keeps its rates.
  const lists = await call<PriceLists>('GET', '/admin/price-lists');
  const rates = lists.active.rates;
  await call('POST', '/admin/price-lists', {
    basedOnVersion: lists.active.version,
    rates: {
      ...rates,
      deliveryBase: {
        ...rates.deliveryBase,
        small: String(Number(rates.deliveryBase.small) + 100),
      },
    },
  });
  try {
    expect(await (await request.get(page)).text()).toContain(firstTotal);
    // Calculating again prices it with the new rates, and the next page shows them.
    const secondTotal = totalOf(await call('POST', `${batchPath}/calculate-batch-estimate`));
    expect(secondTotal).not.toBe(firstTotal);
    const after = await (await request.get(page)).text();
    expect(after).toContain(secondTotal);
    expect(after).not.toContain(firstTotal);
  } finally {
    const newest = await call<{ active: { version: number } }>('GET', '/admin/price-lists');
    await call('POST', '/admin/price-lists', { basedOnVersion: newest.active.version, rates });
    await context.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the kitchens gallery and a kitchen page show their text and renders', async ({ page }) => {
    await page.goto('/kitchens');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    const link = cards.first().getByRole('heading').getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/kitchens\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Corner`);
    await expect(page.getByText(/^From \$/)).toBeVisible();
    await expectImagesLoaded(page.getByRole('main').locator('img').first());
  });

  test('the demo estimate page shows its title, every version with its total, lines and drivers', async ({
    page,
  }) => {
    const answer = await page.goto(estimatePage);
    expect(answer?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Walker Family Kitchen' }),
    ).toBeVisible();
    for (const expected of expectedDemoEstimate()) {
      const version = page.getByRole('region', { name: expected.name, exact: true });
      await expect(version.getByRole('heading', { name: expected.name })).toBeVisible();
      const summary = version.getByRole('region', { name: /^Estimate of / });
      const terms = await summary.getByRole('term').allTextContents();
      const values = await summary.getByRole('definition').allTextContents();
      const lines = terms.map((term, index) => [term, values[index] ?? '']);
      expect(lines[0]).toEqual(['Total Price:', expected.total]);
      expect(lines.slice(2)).toEqual(expected.lines);
      const drivers = version.getByRole('region', {
        name: `What drives the price of ${expected.name}`,
      });
      await expect(drivers.getByText('Kitchen size')).toBeVisible();
      await expect(drivers.getByText('Price list')).toBeVisible();
      await expect(version.getByText('Fronts & Boxes').first()).toBeAttached();
    }
  });

  test('what needs JavaScript says so', async ({ page }) => {
    const notes: [string, string][] = [
      ['/login', 'Turn on JavaScript to sign in.'],
      [
        `${estimatePage}/compare`,
        'Turn on JavaScript to choose the versions to compare and move between them.',
      ],
      [
        estimatePage,
        'Turn on JavaScript to browse every picture, see it full size and reserve a spot.',
      ],
      ['/get-an-estimate', 'Turn on JavaScript to send this form.'],
    ];
    for (const [path, note] of notes) {
      await page.goto(path);
      await expect(page.getByText(note, { exact: true }), path).toBeVisible();
    }
    // Links work without it.
    await page.goto('/kitchens');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Components' }).click();
    await expect(page).toHaveURL(/\/components$/);
  });

  test('the components gallery, a category and a component show their text', async ({ page }) => {
    await page.goto('/components');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Fronts/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/components\/front$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fronts' })).toBeVisible();
    const item = page.getByRole('main').getByRole('article').first();
    const name = (await item.getByRole('heading').textContent()) ?? '';
    await item.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

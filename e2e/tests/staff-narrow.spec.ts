import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/pages';
import { signedInContext } from '../support/sessions';

/*
 * Issue 25 point 6: every staff screen on a phone. At 390 px no screen scrolls sideways
 * (document width at most the viewport's); tables scroll inside their own box. Walked as
 * admin@ (who sees every back-office section), on the demo data.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const phone = { width: 390, height: 844 };
const admin = 'admin@corner.example';

interface Screen {
  name: string;
  url: string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => Promise<void>;
  /** A state of the screen to measure too (a form opened, edit mode). */
  then?: (page: Page) => Promise<void>;
}

interface Ids {
  walker: string;
  version: string;
  kitchen: string;
}

const heading = (page: Page, name: string | RegExp, level = 1) =>
  expect(page.getByRole('heading', { level, name })).toBeVisible();

function screens(ids: Ids): Screen[] {
  const project = `/project/${ids.walker}`;
  return [
    { name: 'projects list', url: '/projects', ready: (page) => heading(page, /projects/i) },
    {
      name: 'batches',
      url: `${project}/design-versions`,
      ready: (page) => heading(page, 'Walker Family Kitchen', 2),
      then: async (page) => {
        const params = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: 'Delivery parameters' }) });
        await params.getByRole('button', { name: 'Edit' }).click();
        await expect(params.getByLabel('Country')).toBeVisible();
      },
    },
    {
      name: 'design versions (list and detail)',
      url: `${project}/design-versions-old`,
      ready: (page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(),
    },
    {
      name: 'design version',
      url: `${project}/design-versions/${ids.version}`,
      ready: (page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(),
    },
    { name: 'back office', url: '/admin', ready: (page) => heading(page, /back office/i) },
    {
      name: 'back office: projects',
      url: '/admin/projects',
      ready: (page) => heading(page, 'Projects'),
      then: async (page) => {
        await page.getByRole('button', { name: 'New project' }).click();
        await expect(page.getByRole('dialog', { name: 'New project' })).toBeVisible();
      },
    },
    {
      name: 'back office: a project',
      url: `/admin/projects/${ids.walker}`,
      ready: (page) => heading(page, 'Walker Family Kitchen'),
    },
    {
      name: 'back office: a design version',
      url: `/admin/projects/${ids.walker}/design-versions/${ids.version}`,
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'back office: catalog',
      url: '/admin/catalog',
      ready: (page) => heading(page, 'Catalog'),
    },
    {
      name: 'back office: content',
      url: '/admin/content',
      ready: (page) => heading(page, 'Content'),
    },
    {
      name: 'back office: deliveries',
      url: `/admin/deliveries?project=${ids.walker}`,
      ready: (page) => heading(page, 'Deliveries'),
    },
    {
      name: 'back office: kitchens',
      url: '/admin/kitchens',
      ready: (page) => heading(page, /kitchens/i),
    },
    {
      name: 'back office: a kitchen',
      url: `/admin/kitchens/${ids.kitchen}`,
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    { name: 'back office: users', url: '/admin/users', ready: (page) => heading(page, 'Users') },
    {
      name: 'back office: enquiries',
      url: '/admin/enquiries',
      ready: (page) => heading(page, 'Enquiries'),
    },
    {
      // Every payment, the resolved too: the table of any the run's specs kept.
      name: 'back office: payments',
      url: '/admin/payments?state=all',
      ready: (page) => heading(page, 'Payments'),
    },
    {
      name: 'back office: pipeline',
      url: '/admin/pipeline',
      ready: (page) => heading(page, 'Pipeline'),
    },
    {
      name: 'back office: price list',
      url: '/admin/price-list',
      ready: (page) => heading(page, 'Price list'),
    },
    {
      name: 'back office: audit trail',
      url: '/admin/audit',
      ready: (page) => heading(page, 'Audit trail'),
    },
  ];
}

async function json<T>(page: Page, path: string): Promise<T> {
  return (await page.request.get(`/api/v1${path}`)).json() as Promise<T>;
}

/** The demo's Walker Family Kitchen, the project with a published page and batches. */
async function walkerId(page: Page): Promise<string> {
  const projects = await json<{ items: { id: string; name: string }[] }>(
    page,
    '/projects?search=Walker%20Family',
  );
  return projects.items.find((each) => each.name === 'Walker Family Kitchen')!.id;
}

/** The document's width, and the outermost elements that reach past the viewport. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width > 0 && box.right > width + 0.5 && style.position !== 'fixed') {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        wide.push(`${name} (right ${Math.round(box.right)})`);
        if (wide.length > 12) return;
      }
      // A box that scrolls or clips its content is listed, not its content (scrollWidth judges).
      if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

// 390 px as issue 25 measured, and 360 px, the narrowest phone the portal is tested at.
for (const width of [phone.width, 360]) {
  test(`no staff screen scrolls sideways at ${width} px`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await signedInContext(browser, baseURL!, admin);
    const page = await context.newPage();
    await page.setViewportSize({ ...phone, width });
    const walker = await walkerId(page);
    const versions = await json<{ id: string }[]>(page, `/project/${walker}/design-versions`);
    const kitchens = await json<{ items: { id: string }[] }>(page, '/admin/kitchens');
    const ids = { walker, version: versions[0]!.id, kitchen: kitchens.items[0]!.id };

    const figures: string[] = [];
    const failures: string[] = [];
    for (const screen of screens(ids)) {
      await page.goto(screen.url);
      await screen.ready(page);
      for (const [state, action] of [
        ['', undefined],
        [' (opened)', screen.then],
      ] as const) {
        if (state && !action) continue;
        if (action) await action(page);
        const { scrollWidth, wide } = await measure(page);
        const line = `${screen.name}${state}: ${scrollWidth} px`;
        figures.push(line);
        if (scrollWidth > width) failures.push(`${line}; wider: ${wide.join(', ')}`);
      }
    }
    await testInfo.attach(`page widths at ${width} px`, { body: figures.join('\n') });
    console.info(figures.join('\n'));
    expect(failures).toEqual([]);
    await context.close();
  });
}

test("the top bar is one row keeping LOGOUT and '← Projects' whole at 390 px, axe clean", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, 'designer@corner.example');
  const page = await context.newPage();
  await page.setViewportSize(phone);
  const walker = await walkerId(page);
  await page.goto(`/project/${walker}/design-versions`);
  await heading(page, 'Walker Family Kitchen', 2);
  const banner = page.getByRole('banner');
  // My projects and ADMIN are in MENU on a phone (decision 53): a compact bar of one row.
  await expect(banner.getByRole('link', { name: 'My projects' })).toBeHidden();
  for (const control of [
    banner.getByRole('link', { name: 'Projects', exact: true }),
    banner.getByRole('button', { name: 'MENU' }),
    banner.getByRole('button', { name: 'LOGOUT' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    // Not cut by an ellipsis: the whole text fits its box.
    expect(await control.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  }
  // One row: the bar leaves the screen to the page.
  expect((await banner.boundingBox())!.height).toBeLessThan(72);
  await expectNoAxeViolations(page);
  await context.close();
});

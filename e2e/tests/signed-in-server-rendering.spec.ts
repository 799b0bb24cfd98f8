import { timeZoneCookie } from '@corner/contracts/display';
import { expect, type BrowserContext } from '@playwright/test';
import { expectedDemoEstimate } from '../support/demo-estimate';
import { consoleProblems, isHydrationProblem } from '../support/pages';
import { authStatePath, demoAccounts, signedInContext } from '../support/sessions';
import { test } from '../support/test';

/*
 * The customer's pages rendered on the server for their caller (issue 40): whole without
 * JavaScript, hydrated without a mismatch and without asking the API again for what the page
 * came with.
 */

/** The id of customer@'s Walker Family Kitchen, asked as customer@. */
async function walkerKitchenId(context: BrowserContext): Promise<string> {
  const list = (await (await context.request.get('/api/v1/projects')).json()) as {
    items: { id: string; name: string }[];
  };
  return list.items.find((item) => item.name === 'Walker Family Kitchen')!.id;
}

const customerPages = (projectId: string) => [
  '/projects',
  // Planned from today where the reader is: a today of the wrong zone would not match.
  '/project-template',
  `/project/${projectId}/dashboard`,
  `/project/${projectId}/estimate`,
  `/project/${projectId}/estimate/compare`,
  `/project/${projectId}/messages`,
];

test.describe('without JavaScript', () => {
  let context: BrowserContext;
  let projectId: string;
  test.beforeAll(async ({ browser, baseURL }) => {
    const signedIn = await signedInContext(browser, baseURL!, demoAccounts.customer);
    projectId = await walkerKitchenId(signedIn);
    const { cookies } = await signedIn.storageState();
    await signedIn.close();
    context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    // A browser without JavaScript cannot say where it is: this one has, as if it once had it.
    const zone = { name: timeZoneCookie, value: 'UTC', url: baseURL! };
    await context.addCookies([...cookies, zone]);
  });
  test.afterAll(() => context.close());

  test("the customer's estimate page shows every version with its total and lines", async () => {
    const page = await context.newPage();
    const answer = await page.goto(`/project/${projectId}/estimate`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveTitle(/^Walker Family Kitchen.* · Corner$/);
    for (const expected of expectedDemoEstimate()) {
      const version = page.getByRole('region', { name: expected.name, exact: true });
      const summary = version.getByRole('region', { name: /^Estimate of / });
      const terms = await summary.getByRole('term').allTextContents();
      const values = await summary.getByRole('definition').allTextContents();
      const lines = terms.map((term, index) => [term, values[index] ?? '']);
      expect(lines[0]).toEqual(['Total Price:', expected.total]);
      expect(lines.slice(2)).toEqual(expected.lines);
    }
    await expect(page.getByRole('heading', { name: 'Your designer' })).toBeVisible();
  });

  test("the customer's dashboard shows every stage of the plan and the payments", async () => {
    const page = await context.newPage();
    const answer = await page.goto(`/project/${projectId}/dashboard`);
    expect(answer?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Walker Family Kitchen' }),
    ).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Project timeline' });
    for (const stage of ['Design approval', 'Production', 'Delivery', 'Installation']) {
      await expect(timeline.getByRole('heading', { name: stage, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
  });

  test('the template project shows every stage with its guides', async () => {
    const page = await context.newPage();
    const answer = await page.goto('/project-template?startDate=2026-12-28');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    const timeline = page.getByRole('region', { name: 'Project timeline' });
    const installation = timeline
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Installation', exact: true }) });
    await expect(installation).toContainText('Mar 29, 2027 – Apr 2, 2027');
    await expect(
      installation.getByRole('heading', { name: 'Installation checklist' }),
    ).toBeVisible();
    await expect(timeline.getByText('What happens in the workshop')).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
  });

  test('nobody signed in is sent to sign in, to come back to the page', async ({
    browser,
    baseURL,
  }) => {
    const signedOut = await browser.newContext({ baseURL, javaScriptEnabled: false });
    // Signed out since it was last here: its zone is remembered, its session is not.
    await signedOut.addCookies([{ name: timeZoneCookie, value: 'UTC', url: baseURL! }]);
    const page = await signedOut.newPage();
    await page.goto(`/project/${projectId}/estimate`);
    await expect(page).toHaveURL(
      `/login?returnTo=${encodeURIComponent(`/project/${projectId}/estimate`)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signedOut.close();
  });
});

test("the customer's pages hydrate without a mismatch and without asking again for their data", async ({
  browser,
  baseURL,
}) => {
  // Far from the server's zone, so a date or a "today" written in the wrong one would not match.
  const context = await browser.newContext({
    baseURL,
    storageState: authStatePath(demoAccounts.customer),
    timezoneId: 'Pacific/Kiritimati',
  });
  const projectId = await walkerKitchenId(context);
  const page = await context.newPage();
  // The first visit: the browser renders it, and remembers its zone for the server.
  const first = await page.goto('/projects');
  expect(await first?.text()).not.toContain('id="ssr-state"');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const asked: string[] = [];
  // What the page came with: its estimate, plan, template, thread and list, and the plan's
  // guides (live states may be asked).
  const sentWithThePage =
    /\/api\/v1\/(projects\?|demo-project|project\/[^/]+\/(estimate|stages|summary|meta|messages))($|\?)/;
  const guides = /\/api\/v1\/content$/;
  page.on('request', (call) => {
    const read = call.method() === 'GET' ? sentWithThePage : call.method() === 'POST' && guides;
    if (read && read.test(call.url())) {
      asked.push(`${new URL(page.url()).pathname} asked ${call.url()}`);
    }
  });
  for (const path of customerPages(projectId)) {
    const problems = await consoleProblems(page, async () => {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      expect(await answer?.text(), path).toContain('id="ssr-state"');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(300);
    });
    expect(problems.filter(isHydrationProblem), path).toEqual([]);
  }
  expect(asked).toEqual([]);
  await context.close();
});

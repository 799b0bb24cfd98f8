import type { CustomerEstimate, DesignVersion, EstimateViewItem } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls as answerApiCalls, type Call, type Reply } from '@/testing/answer-calls';
import { makeDetailItem, makeEstimate, makeImages } from '@/testing/fixtures';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

/* The customer estimate page and the public estimate view, on the app's real routes and client. */

const paymentLinkUrl = 'https://pay.example/corner-reserve';
const calls: Call[] = [];

/** Answers the calls by "METHOD /path"; site-config and events always answer. */
function answerCalls(answers: Record<string, Reply>) {
  answerApiCalls(answers, {
    calls,
    otherwise: (_method, path) =>
      path === '/site-config'
        ? { status: 200, body: { paymentLinkUrl } }
        : path.endsWith('/events')
          ? { status: 204 }
          : path.endsWith('/reservations')
            ? { status: 200, body: { explainer: null, estimates: [] } }
            : undefined,
  });
}

const eventCalls = () =>
  calls.filter((call) => call.path.endsWith('/events')).map((call) => [call.path, call.body]);

function viewItem(n: number, overrides: Partial<EstimateViewItem> = {}): EstimateViewItem {
  return {
    id: `version-${n}`,
    estimateViewId: 'casey-kitchen',
    projectId: 'project-1',
    name: 'Casey kitchen estimate',
    designVersionName: `Version ${n}`,
    renders: makeImages(2),
    estimate: makeEstimate({ id: `estimate-${n}`, designVersionId: `version-${n}` }),
    frontsAndBoxes: ['f1', 'b1'],
    hardware: ['h1'],
    functionalities: [],
    openingSystems: [],
    accessories: [],
    countertops: ['c1'],
    ...overrides,
  };
}

function version(overrides: Partial<DesignVersion> = {}): DesignVersion {
  return {
    id: 'version-1',
    projectId: 'project-1',
    name: 'Oak and sage',
    createdAt: '2024-12-01T10:00:00.000Z',
    estimateId: 'estimate-1',
    estimateStatus: 'completed',
    estimate: makeEstimate(),
    renders: { attachments: makeImages(1) },
    fronts: ['f1'],
    boxes: [],
    hardware: [],
    functionalities: ['fn1'],
    openingSystems: [],
    accessories: [],
    countertops: [],
    ...overrides,
  };
}

const customer = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'casey@corner.example',
  type: 'customer',
  name: 'Casey Walker',
};
const signedIn: [readonly unknown[], unknown] = [getSessionQueryOptions().queryKey, customer];

beforeEach(() => {
  calls.length = 0;
  // Leaving for the payment link is the browser's job, not jsdom's.
  document.addEventListener('click', preventNavigation);
});
afterEach(() => document.removeEventListener('click', preventNavigation));
function preventNavigation(event: MouseEvent) {
  if ((event.target as HTMLElement).closest('a[href^="https:"]')) event.preventDefault();
}

describe('public estimate view', () => {
  it('shows the title, the subtitle and, per version, its name, renders, price and groups', async () => {
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1), viewItem(2)] },
    });
    await renderApp({ url: '/estimate/casey-kitchen' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casey kitchen estimate' }),
    ).toBeVisible();
    expect(
      screen.getByText("We've calculated your estimate based on the measurements of your kitchen"),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Version 1',
      'Version 2',
    ]);
    const first = screen.getByRole('region', { name: 'Version 1' });
    expect(within(first).getByRole('region', { name: 'Renders of Version 1' })).toBeVisible();
    expect(within(first).getByText('Total Price:')).toBeVisible();
    expect(within(first).getByText('$24,126.50')).toBeVisible();
    expect(within(first).getByText('The price is valid until')).toBeVisible();
    expect(within(first).getByText('Jan 5, 2025')).toBeVisible();
    // The item details load after the renders and the price (their own chunk).
    expect(
      (await within(first).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Fronts & Boxes', 'Opening system', 'Countertop']);
    const reserve = await within(first).findByRole('link', { name: 'RESERVE A SPOT' });
    expect(reserve).toHaveAttribute('href', `${paymentLinkUrl}?client_reference_id=E-2024-0001`);
    await waitFor(() =>
      expect(eventCalls()).toEqual([['/estimate-view/casey-kitchen/events', { kind: 'view' }]]),
    );
    await waitFor(() => expect(document.title).toBe('Casey kitchen estimate · Corner'));
  });

  it('records a press of RESERVE A SPOT and loads a group from the public address', async () => {
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1)] },
      'POST /estimate-view/casey-kitchen/items': { status: 200, body: [makeDetailItem(1)] },
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen' });
    // One version: no version name, and the groups are the page's second level.
    expect(await screen.findByRole('heading', { level: 2, name: 'Fronts & Boxes' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Version 1' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'RESERVE A SPOT' }));
    await waitFor(() =>
      expect(eventCalls()).toContainEqual(expect.arrayContaining([{ kind: 'reserve' }])),
    );

    await user.click(screen.getByRole('button', { name: 'Fronts & Boxes' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Item 1' })).toBeVisible();
    expect(calls.find((call) => call.path === '/estimate-view/casey-kitchen/items')?.body).toEqual({
      designVersionId: 'version-1',
      list: 'frontsAndBoxes',
      ids: ['f1', 'b1'],
    });
  });

  it('shows the empty state for a page with no estimate', async () => {
    answerCalls({ 'GET /estimate-view/casey-kitchen': { status: 200, body: [] } });
    await renderApp({ url: '/estimate/casey-kitchen' });
    expect(await screen.findByRole('heading', { name: 'No Estimate found' })).toBeVisible();
    expect(
      screen.getByText('No estimate have been calculated for this project yet.'),
    ).toBeVisible();
    expect(eventCalls()).toEqual([]);
  });

  it("shows 'Failed to load estimate' with a retry for an unknown page", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /estimate-view/nobody': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
    });
    const { user } = await renderApp({ url: '/estimate/nobody' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load estimate')).toBeVisible();
    expect(within(alert).getByText('Endpoint /estimate-view/nobody not found')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/estimate-view/nobody')).toHaveLength(2),
    );
  });
});

describe('customer estimate page', () => {
  const estimate = (body: CustomerEstimate): Record<string, Reply> => ({
    'GET /project/project-1/estimate': { status: 200, body },
  });

  it("shows the project's estimate, records the view and loads items from the project", async () => {
    answerCalls({
      ...estimate({
        projectId: 'project-1',
        name: 'Casey kitchen',
        estimatePageSlug: null,
        designVersions: [version()],
      }),
      'POST /project/project-1/design-versions/version-1/functionality-items': {
        status: 200,
        body: [makeDetailItem(7, { name: 'Pull-out bin' })],
      },
    });
    const { user } = await renderApp({ url: '/project/project-1/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey kitchen' })).toBeVisible();
    expect(screen.getByText('$24,126.50')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(eventCalls()).toEqual([['/project/project-1/estimate/events', { kind: 'view' }]]),
    );
    await user.click(screen.getByRole('button', { name: 'Functional features' }));
    expect(await screen.findByRole('heading', { name: 'Pull-out bin' })).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ functionalityItemIds: ['fn1'] });
  });

  it('shows the empty state when nothing has been estimated', async () => {
    answerCalls(
      estimate({
        projectId: 'project-1',
        name: 'Casey kitchen',
        estimatePageSlug: null,
        designVersions: [],
      }),
    );
    await renderApp({ url: '/project/project-1/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { name: 'No Estimate found' })).toBeVisible();
    expect(
      screen.getByText('No estimate have been calculated for this project yet.'),
    ).toBeVisible();
  });

  it("shows nothing of a project that is not the customer's", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/project-2/estimate': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
    });
    await renderApp({ url: '/project/project-2/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeVisible();
    expect(screen.queryByText('Total Price:')).not.toBeInTheDocument();
    expect(eventCalls()).toEqual([]);
  });
});

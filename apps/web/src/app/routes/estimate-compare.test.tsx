import type {
  CustomerEstimate,
  EstimateBreakdown,
  EstimateLine,
  EstimateViewItem,
} from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { estimatePageSideCalls } from '@/features/estimates/testing';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls as answerApiCalls, type Answer, type Call } from '@/testing/answer-calls';
import { makeEstimate, makeImages } from '@/testing/fixtures';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

/* The Compare view of the public estimate page and of the customer's, on the app's routes. */

const calls: Call[] = [];
function answerCalls(answers: Record<string, Answer | Answer[]>) {
  answerApiCalls(answers, {
    calls,
    otherwise: estimatePageSideCalls(null),
  });
}

const totals = [25000, 23760, 27100.5];
function viewItem(n: number): EstimateViewItem {
  return {
    id: `version-${n}`,
    estimateViewId: 'casey-kitchen',
    projectId: 'project-1',
    name: 'Casey kitchen estimate',
    designVersionName: `Version ${n}`,
    renders: makeImages(2),
    estimate: makeEstimate({
      id: `estimate-${n}`,
      reference: `E-2026-000${n}`,
      designVersionId: `version-${n}`,
      totalCost: totals[n - 1] ?? 0,
    }),
    frontsAndBoxes: [],
    hardware: [],
    functionalities: [],
    openingSystems: [],
    accessories: [],
    countertops: [],
  };
}

function line(name: string, overrides: Partial<EstimateLine> = {}): EstimateLine {
  return {
    id: `${name}-line`,
    category: 'front',
    name,
    image: null,
    catalogItemId: `catalog-${name}`,
    publicPath: `/components/front/catalog-${name}`,
    quantity: 4,
    unit: 'm²',
    unitPrice: 100,
    price: 400,
    ...overrides,
  };
}

/** Oak front in all three (more of it in version 2); a bin only in version 3. */
function breakdown(n: number): EstimateBreakdown {
  const lines = [line('Oak front', n === 2 ? { quantity: 6, price: 600 } : {})];
  if (n === 3)
    lines.push(line('Pull-out bin', { category: 'functionality', unit: 'piece', quantity: 1 }));
  return {
    estimateId: `estimate-${n}`,
    designVersionId: `version-${n}`,
    drivers: {
      size: 'medium',
      country: 'us',
      usPart: 'west',
      distance: 'near',
      deliveryType: 'shipping',
      assembled: false,
      countertopDeliverySeparated: false,
      currency: 'usd',
      dollarRate: '1',
      priceListVersion: 1,
    },
    lines,
    included: '',
    options: null,
  };
}

const publicAnswers = (count = 3): Record<string, Answer> => {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return {
    'GET /estimate-view/casey-kitchen': { status: 200, body: numbers.map(viewItem) },
    'GET /estimate-view/casey-kitchen/breakdown': { status: 200, body: numbers.map(breakdown) },
  };
};

const columnNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const column = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  calls.length = 0;
});

describe('Compare view', () => {
  it('shows three versions with their renders, prices, differences and marked lines', async () => {
    answerCalls(publicAnswers());
    await renderApp({ url: '/estimate/casey-kitchen/compare' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare versions' }),
    ).toBeVisible();
    expect(screen.getByText('Casey kitchen estimate')).toBeVisible();
    expect(columnNames()).toEqual(['Version 1', 'Version 2', 'Version 3']);
    expect(screen.getByRole('link', { name: /Back to the estimate/ })).toHaveAttribute(
      'href',
      '/estimate/casey-kitchen',
    );

    const first = within(column('Version 1'));
    expect(first.getByRole('img', { name: 'Render of Version 1' })).toBeVisible();
    expect(first.getByText('Estimate E-2026-0001')).toBeVisible();
    const totalOf = (name: string) =>
      within(column(name)).getAllByRole('definition')[0]?.textContent;
    expect(totalOf('Version 1')).toBe('$25,000.00+$1,240.00 more than the lowest');
    expect(totalOf('Version 2')).toBe('$23,760.00Lowest price');
    expect(totalOf('Version 3')).toBe('$27,100.50+$3,340.50 more than the lowest');
    // Every summary line, named as the estimate summary names them; the fixtures' are equal.
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total',
      'Materials',
      'Components',
      'Countertop',
      'Delivery',
    ]);
    expect(first.getAllByText('Same in every version')).toHaveLength(4);

    // Lines by group, with what differs in words.
    const oak = first.getByRole('link', { name: 'Oak front' });
    expect(oak).toHaveAttribute('href', '/components/front/catalog-Oak front');
    expect(oak.closest('li')).toHaveTextContent('Oak front4 m²$400.00Quantity differs');
    expect(first.getByRole('heading', { level: 3, name: 'Functional features' })).toBeVisible();
    expect(first.getByText('None in this version')).toBeVisible();
    const third = within(column('Version 3'));
    expect(third.getByText('Pull-out bin').closest('li')).toHaveTextContent(
      'Pull-out bin1 piece$400.00Only in this version',
    );
    expect(calls.map((call) => call.path)).toContain('/estimate-view/casey-kitchen/breakdown');
  });

  it('changes a column with its select and writes the choice in the address', async () => {
    answerCalls(publicAnswers());
    const { user, router } = await renderApp({ url: '/estimate/casey-kitchen/compare' });
    await screen.findByRole('heading', { level: 1, name: 'Compare versions' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Version 1 of 3' }), 'Version 3');
    // Version 3 was in column 3: the two swap, no version shows twice.
    await waitFor(() => expect(columnNames()).toEqual(['Version 3', 'Version 2', 'Version 1']));
    expect(router.state.location.search).toBe('?versions=version-3,version-2,version-1');

    await user.click(within(column('Version 2')).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(columnNames()).toEqual(['Version 3', 'Version 1']));
    expect(router.state.location.search).toBe('?versions=version-3,version-1');
    await user.click(screen.getByRole('button', { name: 'Add a version' }));
    await waitFor(() => expect(columnNames()).toEqual(['Version 3', 'Version 1', 'Version 2']));
  });

  it('restores the versions named in the address, ignoring unknown ones', async () => {
    answerCalls(publicAnswers());
    await renderApp({ url: '/estimate/casey-kitchen/compare?versions=version-2,nope,version-3' });
    await screen.findByRole('heading', { level: 1, name: 'Compare versions' });
    expect(columnNames()).toEqual(['Version 2', 'Version 3']);
    // Two shown: the differences are between these two only.
    expect(within(column('Version 2')).getAllByRole('definition')[0]).toHaveTextContent(
      'Lowest price',
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('moves one version at a time with Previous and Next, saying which', async () => {
    answerCalls(publicAnswers());
    const { user } = await renderApp({ url: '/estimate/casey-kitchen/compare' });
    const pager = await screen.findByRole('navigation', { name: 'Versions' });
    expect(pager).toHaveTextContent('1 of 3: Version 1');
    expect(within(pager).getByRole('button', { name: 'Previous version' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next version' }));
    expect(pager).toHaveTextContent('2 of 3: Version 2');
    await user.click(within(pager).getByRole('button', { name: 'Next version' }));
    expect(within(pager).getByRole('button', { name: 'Next version' })).toBeDisabled();
  });

  it('shows the loading state, then a failure with a retry', async () => {
    expectConsoleErrors();
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1), viewItem(2)] },
      // A 4xx is not retried by the query (no backoff to wait for); 429 is one Retry helps.
      'GET /estimate-view/casey-kitchen/breakdown': [
        () => new Promise((resolve) => (answer = resolve)),
        { status: 200, body: [breakdown(1), breakdown(2)] },
      ],
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen/compare' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading estimate…');
    answer({ status: 429, body: { code: 'RATE_LIMITED', error: 'Too many requests' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load estimate')).toBeVisible();
    expect(
      within(alert).getByText('Request failed with status 429: Too many requests'),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 2' })).toBeVisible();
  });

  it('says in plain words, without Retry, when the page is not there', async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /estimate-view/nobody': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
      'GET /estimate-view/nobody/breakdown': {
        status: 404,
        body: { code: 'NOT_FOUND', error: 'no' },
      },
    });
    await renderApp({ url: '/estimate/nobody/compare' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load estimate' }),
    ).toBeVisible();
    expect(
      screen.getByText('This estimate link is not valid or is no longer published.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the empty state, and says so when there is one version only', async () => {
    answerCalls({
      'GET /estimate-view/casey-kitchen': [
        { status: 200, body: [] },
        { status: 200, body: [viewItem(1)] },
      ],
      'GET /estimate-view/casey-kitchen/breakdown': [
        { status: 200, body: [] },
        { status: 200, body: [breakdown(1)] },
      ],
    });
    const { queryClient } = await renderApp({ url: '/estimate/casey-kitchen/compare' });
    expect(await screen.findByRole('heading', { name: 'No Estimate found' })).toBeVisible();
    expect(
      screen.getByText('No estimate have been calculated for this project yet.'),
    ).toBeVisible();
    await queryClient.refetchQueries();
    expect(
      await screen.findByText(
        'This estimate has one design version: there is nothing to compare it with.',
      ),
    ).toBeVisible();
  });
});

describe("the estimate page's link to the Compare view", () => {
  it('shows with more than one version and leads to the Compare view', async () => {
    answerCalls(publicAnswers(2));
    const { user, router } = await renderApp({ url: '/estimate/casey-kitchen' });
    const link = await screen.findByRole('link', { name: 'Compare versions' });
    expect(link).toHaveAttribute('href', '/estimate/casey-kitchen/compare');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare versions' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/estimate/casey-kitchen/compare');
    expect(columnNames()).toEqual(['Version 1', 'Version 2']);
  });

  it('is not there with one version', async () => {
    answerCalls(publicAnswers(1));
    await renderApp({ url: '/estimate/casey-kitchen' });
    expect(await screen.findByText('Total Price:')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Compare versions' })).not.toBeInTheDocument();
  });
});

describe("the customer's Compare view", () => {
  const customer = {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'casey@corner.example',
    type: 'customer',
    name: 'Casey Walker',
  };
  const signedIn: [readonly unknown[], unknown] = [getSessionQueryOptions().queryKey, customer];
  const customerEstimate: CustomerEstimate = {
    projectId: 'project-1',
    name: 'Casey kitchen',
    estimatePageSlug: 'casey-kitchen',
    designVersions: [1, 2].map((n) => ({
      id: `version-${n}`,
      projectId: 'project-1',
      name: `Version ${n}`,
      createdAt: '2024-12-01T10:00:00.000Z',
      estimateId: `estimate-${n}`,
      estimateStatus: 'completed',
      estimate: viewItem(n).estimate,
      renders: { attachments: makeImages(1) },
      fronts: [],
      boxes: [],
      hardware: [],
      functionalities: [],
      openingSystems: [],
      accessories: [],
      countertops: [],
    })),
  };

  it("compares the project's versions from the customer's addresses, back to their page", async () => {
    answerCalls({
      'GET /project/project-1/estimate': { status: 200, body: customerEstimate },
      'GET /project/project-1/estimate/breakdown': {
        status: 200,
        body: [breakdown(1), breakdown(2)],
      },
    });
    await renderApp({ url: '/project/project-1/estimate/compare', queryData: [signedIn] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare versions' }),
    ).toBeVisible();
    expect(columnNames()).toEqual(['Version 1', 'Version 2']);
    expect(screen.getByRole('link', { name: /Back to the estimate/ })).toHaveAttribute(
      'href',
      '/project/project-1/estimate',
    );
    expect(within(column('Version 2')).getByText('Quantity differs')).toBeVisible();
  });

  it("shows nothing of a project that is not the customer's", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/project-2/estimate': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
      'GET /project/project-2/estimate/breakdown': {
        status: 404,
        body: { code: 'NOT_FOUND', error: 'no' },
      },
    });
    await renderApp({ url: '/project/project-2/estimate/compare', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeVisible();
    expect(screen.getByText(/We could not find this project among yours/)).toBeVisible();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    answerCalls({});
    const { router } = await renderApp({
      url: '/project/project-1/estimate/compare',
      queryData: [[getSessionQueryOptions().queryKey, null]],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([]);
  });
});

import type { CustomerEstimate, EstimateViewItem, VariantRequest } from '@corner/contracts';
import { formatMoney } from '@corner/contracts/display';
import { priceListOf, priceVariant } from '@corner/pricing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls as answerApiCalls, type Answer, type Call } from '@/testing/answer-calls';
import { makeImages } from '@/testing/fixtures';
import { createTestQueryClient, expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { getEstimateBreakdownQueryOptions } from '../api/get-estimate-breakdown';
import { estimatePageSideCalls } from '../testing';
import { formatDifference } from './format-difference';
import { estimateWithOptions } from './testing';
import { VersionOptions } from './version-options';

/* 'Try options' on the estimate pages (issue 37), on the app's real routes and client. */

const { estimate, breakdown } = estimateWithOptions();
const options = breakdown.options!;
const money = (amount: number) => formatMoney(amount, 'usd');
/** '+$640.00', '−$120.00': as the panel writes a change. */
const change = (after: number, before = 0) =>
  formatDifference(Math.round((after - before) * 100) / 100, 'usd');
const calls: Call[] = [];

function engineTotal(choices: Record<string, string>) {
  const priceList = priceListOf({ version: options.priceList.version, rates: options.priceList });
  const priced = priceVariant(options.base, options.groups, choices, priceList);
  if (priced.kind !== 'priced') throw new Error('not priced');
  return priced.estimate;
}

function answerCalls(answers: Record<string, Answer>) {
  answerApiCalls(answers, { calls, otherwise: estimatePageSideCalls(null) });
}

const viewItem: EstimateViewItem = {
  id: 'version-1',
  estimateViewId: 'casey-kitchen',
  projectId: 'project-1',
  name: 'Casey kitchen estimate',
  designVersionName: 'Oak and Brass',
  renders: makeImages(1),
  estimate,
  frontsAndBoxes: [],
  hardware: [],
  functionalities: [],
  openingSystems: [],
  accessories: [],
  countertops: [],
};

const publicPage = {
  'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem] },
  'GET /estimate-view/casey-kitchen/breakdown': { status: 200, body: [breakdown] },
};

async function openPanel(
  url = '/estimate/casey-kitchen',
  queryData: [readonly unknown[], unknown][] = [],
) {
  const app = await renderApp({ url, queryData });
  const name = 'Try options: Oak and Brass';
  // The live panel has loaded when its choices can be made; it takes the listed one's place.
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('region', { name })).getByRole('radio', {
          name: /Solid Oak Worktop 40 mm/,
        }),
      ).toBeEnabled(),
    { timeout: 10_000 },
  );
  const panel = screen.getByRole('region', { name });
  return { ...app, panel: within(panel) };
}

beforeEach(() => {
  calls.length = 0;
});

describe('Try options', () => {
  it('lists each group with its choices and their change to the total, the estimate chosen', async () => {
    answerCalls(publicPage);
    const { panel } = await openPanel();
    expect(
      panel.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Worktop', 'Pantry', 'Assembly']);
    const worktop = within(panel.getByRole('group', { name: 'Worktop' }));
    expect(
      worktop.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'As designed: Calacatta Quartz Worktop 20 mm',
      `Solid Oak Worktop 40 mm${change(options.differences.worktop!.oak40!)}`,
      `Without it${change(options.differences.worktop!.none!)}`,
    ]);
    expect(worktop.getByRole('radio', { name: /As designed/ })).toBeChecked();
    expect(panel.queryByText('Your choice, not yet an estimate')).not.toBeInTheDocument();
  });

  it('prices a choice at once: the total, every summary line and the changed line, marked as a variant', async () => {
    answerCalls(publicPage);
    const { panel, user, router } = await openPanel();
    await user.click(panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ }));

    const expected = engineTotal({ worktop: 'oak40' });
    expect(panel.getByRole('heading', { name: 'Your choice, not yet an estimate' })).toBeVisible();
    const row = (term: string) =>
      panel.getAllByRole('term').find((each) => each.textContent === term)!.nextElementSibling!
        .textContent;
    expect(row('Total Price:')).toBe(
      `${money(expected.totalCost)}${change(expected.totalCost, estimate.totalCost)}`,
    );
    expect(row('Countertop')).toBe(
      `${money(expected.countertopCost)}${change(expected.countertopCost, estimate.countertopCost)}`,
    );
    expect(row('Materials')).toBe(money(estimate.materialsCost));
    const changed = within(panel.getByRole('list', { name: 'Lines your choice changes' }));
    expect(changed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `ChangedSolid Oak Worktop 40 mm instead of Calacatta Quartz Worktop 20 mm${money(
        expected.countertopCost,
      )}${change(expected.countertopCost, estimate.countertopCost)}`,
    ]);
    // Said politely to a screen reader, and kept in the address (replaced, not pushed).
    expect(screen.getByText(/^Total of your choice:/)).toHaveAttribute('aria-live', 'polite');
    expect(router.state.location.search).toBe('?o=worktop.oak40');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(panel.getByRole('button', { name: 'Back to the estimate' }));
    expect(panel.queryByText('Your choice, not yet an estimate')).not.toBeInTheDocument();
    expect(panel.getByRole('radio', { name: /As designed/ })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('marks a dropped line and shows an added item', async () => {
    answerCalls(publicPage);
    const { panel, user } = await openPanel();
    await user.click(panel.getByRole('radio', { name: /Without it/ }));
    await user.click(panel.getByRole('radio', { name: /Pull-Out Pantry 300/ }));
    const changed = within(panel.getByRole('list', { name: 'Lines your choice changes' }));
    const [added, dropped] = changed.getAllByRole('listitem');
    expect(added).toHaveTextContent(/^AddedPull-Out Pantry 300/);
    expect(dropped).toHaveTextContent(/^Left outCalacatta Quartz Worktop 20 mm/);
    expect(within(dropped!).getByText('Calacatta Quartz Worktop 20 mm').tagName).toBe('S');
  });

  it("shows the address's variant, ignoring choices the estimate does not have", async () => {
    answerCalls(publicPage);
    const { panel } = await openPanel(
      '/estimate/casey-kitchen?o=worktop.oak40&o=pantry.gone&o=nosuch.x&o=assembly.not-assembled',
    );
    expect(panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ })).toBeChecked();
    expect(panel.getByRole('radio', { name: /Not assembled/ })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'None' })).toBeChecked();
    const expected = engineTotal({ worktop: 'oak40', assembly: 'not-assembled' });
    expect(panel.getByText(money(expected.totalCost))).toBeVisible();
  });

  it('offers no ask on the public page', async () => {
    answerCalls(publicPage);
    const { panel, user } = await openPanel();
    await user.click(panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ }));
    expect(panel.queryByRole('button', { name: 'Ask for this variant' })).not.toBeInTheDocument();
  });
});

describe('Ask for this variant', () => {
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
    estimatePageSlug: null,
    designVersions: [
      {
        id: 'version-1',
        projectId: 'project-1',
        name: 'Oak and Brass',
        createdAt: '2024-12-01T10:00:00.000Z',
        estimateId: estimate.id,
        estimateStatus: 'completed',
        estimate,
        renders: { attachments: makeImages(1) },
        fronts: [],
        boxes: [],
        hardware: [],
        functionalities: [],
        openingSystems: [],
        accessories: [],
        countertops: [],
      },
    ],
  };
  const request = (overrides: Partial<VariantRequest> = {}): VariantRequest => ({
    id: 'request-1',
    projectId: 'project-1',
    designVersionId: 'version-1',
    designVersionName: 'Oak and Brass',
    estimateId: estimate.id,
    estimateReference: estimate.reference,
    customer: { id: customer.id, name: customer.name, email: customer.email },
    choices: { assembly: 'not-assembled' },
    chosen: [{ group: 'Assembly', choice: 'Not assembled' }],
    currency: 'usd',
    shownTotal: 1,
    askedAt: '2024-12-08T10:00:00.000Z',
    revision: 1,
    check: null,
    ...overrides,
  });

  it('asks with the changed choices and the total shown, then says the designer has it', async () => {
    answerCalls({
      'GET /project/project-1/estimate': { status: 200, body: customerEstimate },
      'GET /project/project-1/estimate/breakdown': { status: 200, body: [breakdown] },
      'GET /project/project-1/variant-requests': { status: 200, body: [request()] },
      'POST /project/project-1/variant-requests': {
        status: 201,
        body: request({ choices: { worktop: 'oak40' }, askedAt: '2024-12-09T10:00:00.000Z' }),
      },
    });
    const { panel, user } = await openPanel('/project/project-1/estimate', [signedIn]);
    expect(
      await panel.findByText('You asked for a variant on Dec 8, 2024.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(panel.queryByRole('button', { name: /Ask for this variant/ })).not.toBeInTheDocument();

    await user.click(panel.getByRole('radio', { name: /Solid Oak Worktop 40 mm/ }));
    await user.click(panel.getByRole('button', { name: 'Ask for this variant instead' }));
    expect(
      await panel.findByText(
        'Your designer has your request and will send you an estimate of this variant.',
      ),
    ).toBeVisible();
    expect(
      calls.find((call) => call.method === 'POST' && call.path.endsWith('/variant-requests'))?.body,
    ).toEqual({
      estimateId: estimate.id,
      choices: { worktop: 'oak40' },
      shownTotal: engineTotal({ worktop: 'oak40' }).totalCost,
    });
  });

  it("says why an ask failed, in the API's words", async () => {
    answerCalls({
      'GET /project/project-1/estimate': { status: 200, body: customerEstimate },
      'GET /project/project-1/estimate/breakdown': { status: 200, body: [breakdown] },
      'GET /project/project-1/variant-requests': { status: 200, body: [] },
      'POST /project/project-1/variant-requests': {
        status: 429,
        body: { code: 'RATE_LIMITED', error: 'Too many requests' },
      },
    });
    const { panel, user } = await openPanel('/project/project-1/estimate', [signedIn]);
    expectConsoleErrors();
    await user.click(panel.getByRole('radio', { name: /Not assembled/ }));
    await user.click(panel.getByRole('button', { name: 'Ask for this variant' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(/^Could not ask for this variant: /);
  });
});

describe('without JavaScript', () => {
  it("the server's HTML lists the options with the server's differences, not yet choosable", () => {
    const queryClient = createTestQueryClient();
    const source = { slug: 'casey-kitchen' };
    queryClient.setQueryData(getEstimateBreakdownQueryOptions(source).queryKey, [breakdown]);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <VersionOptions
              source={source}
              estimate={estimate}
              name="Oak and Brass"
              headingLevel={2}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    document.body.innerHTML = html;
    const panel = within(screen.getByRole('region', { name: 'Try options: Oak and Brass' }));
    for (const radio of panel.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(panel.getByRole('radio', { name: /As designed/ })).toBeChecked();
    expect(panel.getByRole('group', { name: 'Pantry' })).toHaveTextContent(
      `Pull-Out Pantry 300${change(options.differences.pantry!.pantry3!)}`,
    );
    expect(panel.getByRole('group', { name: 'Assembly' })).toHaveTextContent(
      `Not assembled${change(options.differences.assembly!['not-assembled']!)}`,
    );
  });
});

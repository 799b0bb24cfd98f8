import type { CustomerEstimate, DesignVersion, EstimateViewItem } from '@corner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimatePageSideCalls } from '@/features/estimates/testing';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import {
  answerCalls as answerApiCalls,
  type Answer,
  type Call,
  type Reply,
} from '@/testing/answer-calls';
import {
  makeEstimate,
  makeEstimateBreakdown,
  makeEstimateLine,
  makeImages,
} from '@/testing/fixtures';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';

/* The customer estimate page and the public estimate view, on the app's real routes and client. */

const paymentLinkUrl = 'https://pay.example/corner-reserve';
const calls: Call[] = [];

/** Answers the calls by "METHOD /path"; site-config and events always answer. */
function answerCalls(answers: Record<string, Answer | Answer[]>) {
  answerApiCalls(answers, {
    calls,
    otherwise: estimatePageSideCalls(paymentLinkUrl),
  });
}

/** A drivers panel's rows as [term, value] pairs, in the order shown. */
async function rowsOf(panel: HTMLElement): Promise<[string, string][]> {
  await within(panel).findByText('Price list');
  const terms = within(panel)
    .getAllByRole('term')
    .map((term) => term.textContent ?? '');
  const values = within(panel)
    .getAllByRole('definition')
    .map((value) => value.textContent ?? '');
  return terms.map((term, index) => [term, values[index] ?? '']);
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
      'GET /estimate-view/casey-kitchen/breakdown': {
        status: 200,
        body: [
          makeEstimateBreakdown(),
          makeEstimateBreakdown({ estimateId: 'estimate-2', designVersionId: 'version-2' }),
        ],
      },
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
    // The lines and what drives the price load after the renders and the price (own chunks);
    // each group shows its subtotal, which is its summary line.
    expect(
      (await within(first).findAllByRole('button', { name: /\$/ })).map((b) => b.textContent),
    ).toEqual(['Fronts & Boxes $12,840.25', 'Opening system $6,120.00', 'Countertop $2,366.25']);
    expect(
      await within(first).findByRole('heading', { level: 3, name: 'What drives this price' }),
    ).toBeVisible();
    const reserve = await within(first).findByRole('link', { name: 'RESERVE A SPOT' });
    expect(reserve).toHaveAttribute('href', `${paymentLinkUrl}?client_reference_id=E-2024-0001`);
    await waitFor(() =>
      expect(eventCalls()).toEqual([['/estimate-view/casey-kitchen/events', { kind: 'view' }]]),
    );
    await waitFor(() => expect(document.title).toBe('Casey kitchen estimate · Corner'));
  });

  it('records a press of RESERVE A SPOT and lists the frozen lines with prices and links', async () => {
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1)] },
      'GET /estimate-view/casey-kitchen/breakdown': {
        status: 200,
        body: [makeEstimateBreakdown()],
      },
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen' });
    // One version: no version name, and the groups are the page's second level.
    const fronts = await screen.findByRole('button', { name: 'Fronts & Boxes $12,840.25' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fronts & Boxes $12,840.25' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Version 1' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'RESERVE A SPOT' }));
    await waitFor(() =>
      expect(eventCalls()).toContainEqual(expect.arrayContaining([{ kind: 'reserve' }])),
    );

    // Collapsed at first, the lines are in the page (for print) but not shown.
    const frontLine = screen.getByText('Oak Veneer Slab Front');
    expect(frontLine).not.toBeVisible();
    await user.click(fronts);
    expect(fronts).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Oak Veneer Slab Front' });
    expect(link).toBeVisible();
    expect(link).toHaveAttribute('href', '/components/front/item-1');
    expect(screen.getByRole('heading', { level: 3, name: 'Oak Veneer Slab Front' })).toBeVisible();
    expect(screen.getByText('11.4 m² at $610.55 per m²')).toBeVisible();
    expect(screen.getByText('$6,960.27')).toBeVisible();
    // A line whose item is not public has no link; the small thumbnail is offered first.
    expect(screen.getByRole('heading', { level: 3, name: 'Base Cabinet 800' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Base Cabinet 800' })).not.toBeInTheDocument();
    expect(screen.getByText('4 pieces at $1,469.99 each')).toBeVisible();
    const picture = link.closest('li')?.querySelector('img');
    expect(picture).toHaveAttribute('src', '/files/render-1-small.jpg');
    expect(picture?.getAttribute('srcset')).toMatch(/^\/files\/render-1-small\.jpg 480w, /);
    expect(picture).toHaveAttribute('sizes', '96px');
    // The other groups stay closed; the page made no per-group item call.
    expect(screen.getByText('Brass Bar Handle')).not.toBeVisible();
    expect(screen.getByText('17 pairs at $360.00 each')).not.toBeVisible();
    expect(calls.filter((call) => call.path.endsWith('/items'))).toEqual([]);
  });

  it('says in words what drives a US price, with the reference and the issue date', async () => {
    answerCalls({
      'GET /estimate-view/casey-kitchen': {
        status: 200,
        body: [viewItem(1, { estimate: makeEstimate({ assemblyCost: 2276.43 }) })],
      },
      'GET /estimate-view/casey-kitchen/breakdown': {
        status: 200,
        body: [makeEstimateBreakdown()],
      },
    });
    await renderApp({ url: '/estimate/casey-kitchen' });
    const panel = await screen.findByRole('region', { name: 'What drives the price of Version 1' });
    expect(await rowsOf(panel)).toEqual([
      ['Kitchen size', 'Large'],
      [
        'Delivery',
        'Shipping to the United States (West), a medium distance from our workshop$2,800.00',
      ],
      ['Countertop', 'Delivered separately, included in delivery'],
      ['Assembly', 'Assembled in our workshop$2,276.43'],
      ['Currency', 'US dollars'],
      ['Reference', 'E-2024-0001'],
      ['Issued', 'Dec 6, 2024'],
      ['Price list', 'Version 1'],
    ]);
    expect(
      within(panel).getByRole('heading', { level: 3, name: 'What is included' }),
    ).toBeVisible();
    expect(within(panel).getByText(/Prices exclude sales tax\./)).toBeVisible();
  });

  it('says in words what drives a European price: exchange rate, measurements, installation', async () => {
    const estimate = makeEstimate({
      currency: 'eur',
      assemblyCost: 0,
      deliveryCost: 1382.25,
      measurementsCost: 322.53,
      installationCost: 1336.18,
    });
    const breakdown = makeEstimateBreakdown({
      drivers: {
        size: 'medium',
        country: 'eu',
        usPart: null,
        distance: 'far',
        deliveryType: null,
        assembled: false,
        countertopDeliverySeparated: false,
        currency: 'eur',
        dollarRate: '0.9215',
        priceListVersion: 3,
      },
      lines: [makeEstimateLine(1, { price: 12840.25 })],
      included: '   ',
    });
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1, { estimate })] },
      'GET /estimate-view/casey-kitchen/breakdown': { status: 200, body: [breakdown] },
    });
    await renderApp({ url: '/estimate/casey-kitchen' });
    const panel = await screen.findByRole('region', { name: 'What drives the price of Version 1' });
    expect(await rowsOf(panel)).toEqual([
      ['Kitchen size', 'Medium'],
      ['Delivery', 'Delivery to Europe, far from our workshop1.382,25 €'],
      ['Assembly', 'Flat-packed, for you to assemble'],
      ['Measurements', 'We measure your kitchen322,53 €'],
      ['Installation', 'We install your kitchen1.336,18 €'],
      ['Currency', 'Euros, at 1 USD = 0.9215 EUR'],
      ['Reference', 'E-2024-0001'],
      ['Issued', 'Dec 6, 2024'],
      ['Price list', 'Version 3'],
    ]);
    // A blank included text shows nothing; the group shows its line in euros.
    expect(within(panel).queryByText('What is included')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Fronts & Boxes/ })).toHaveTextContent(
      '12.840,25 €',
    );
  });

  it('shows a failed breakdown with Retry under the summary, which stays', async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1)] },
      // A 4xx is not retried by the query, so the test needs no backoff; 429 is one Retry helps.
      'GET /estimate-view/casey-kitchen/breakdown': [
        { status: 429, body: { code: 'RATE_LIMITED', error: 'Too many requests' } },
        { status: 200, body: [makeEstimateBreakdown()] },
      ],
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading data')).toBeVisible();
    expect(
      within(alert).getByText('Request failed with status 429: Too many requests'),
    ).toBeVisible();
    expect(screen.getByText('Total Price:')).toBeVisible();
    expect(screen.getByText('$24,126.50')).toBeVisible();
    expect(screen.getByText('E-2024-0001')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fronts & Boxes $12,840.25' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("prints with the browser's print dialog", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    answerCalls({
      'GET /estimate-view/casey-kitchen': { status: 200, body: [viewItem(1)] },
      'GET /estimate-view/casey-kitchen/breakdown': {
        status: 200,
        body: [makeEstimateBreakdown()],
      },
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen' });
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The company's name and contact are in the page for print (hidden on screen by CSS).
    expect(screen.getByText('Corner Kitchens')).toBeInTheDocument();
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

  it("shows 'Failed to load estimate' in plain words, without Retry, for an unknown page", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /estimate-view/nobody': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
    });
    await renderApp({ url: '/estimate/nobody' });
    expect(await screen.findByRole('heading', { name: 'Failed to load estimate' })).toBeVisible();
    expect(
      screen.getByText('This estimate link is not valid or is no longer published.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our kitchens' })).toHaveAttribute(
      'href',
      '/kitchens',
    );
    expect(screen.queryByText(/Endpoint/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("keeps the spec's text and Retry when the server fails", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /estimate-view/casey-kitchen': [
        { status: 429, body: { code: 'RATE_LIMITED', error: 'Too many requests' } },
        { status: 200, body: [viewItem(1)] },
      ],
      'GET /estimate-view/casey-kitchen/breakdown': {
        status: 200,
        body: [makeEstimateBreakdown()],
      },
    });
    const { user } = await renderApp({ url: '/estimate/casey-kitchen' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load estimate')).toBeVisible();
    expect(
      within(alert).getByText('Request failed with status 429: Too many requests'),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Price:')).toBeVisible();
  });
});

describe('customer estimate page', () => {
  const estimate = (body: CustomerEstimate): Record<string, Reply> => ({
    'GET /project/project-1/estimate': { status: 200, body },
  });

  it("shows the project's estimate, records the view and loads its lines from the project", async () => {
    answerCalls({
      ...estimate({
        projectId: 'project-1',
        name: 'Casey kitchen',
        estimatePageSlug: null,
        designVersions: [version()],
      }),
      'GET /project/project-1/estimate/breakdown': {
        status: 200,
        body: [
          makeEstimateBreakdown({
            lines: [makeEstimateLine(7, { category: 'functionality', name: 'Pull-out bin' })],
          }),
        ],
      },
    });
    const { user } = await renderApp({ url: '/project/project-1/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey kitchen' })).toBeVisible();
    expect(screen.getByText('$24,126.50')).toBeVisible();
    // No back button (spec section 2), but the ways around the project, in the page.
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
    const around = screen.getByRole('navigation', { name: 'This project' });
    expect(within(around).getByRole('link', { name: 'Project timeline' })).toHaveAttribute(
      'href',
      '/project/project-1/dashboard',
    );
    expect(within(around).getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await waitFor(() =>
      expect(eventCalls()).toEqual([['/project/project-1/estimate/events', { kind: 'view' }]]),
    );
    await user.click(await screen.findByRole('button', { name: 'Functional features $100.00' }));
    expect(screen.getByRole('heading', { name: 'Pull-out bin' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('-items'))).toEqual(
      [],
    );
  });

  it('shows the empty state when nothing has been estimated', async () => {
    answerCalls({
      ...estimate({
        projectId: 'project-1',
        name: 'Casey kitchen',
        estimatePageSlug: null,
        designVersions: [],
      }),
      'GET /project/project-1/welcome': { status: 200, body: null },
    });
    await renderApp({ url: '/project/project-1/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { name: 'No Estimate found' })).toBeVisible();
    expect(
      screen.getByText('No estimate have been calculated for this project yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What you asked us for' })).toBeNull();
  });

  it('shows a new customer their enquiry and the next step beside the empty state', async () => {
    answerCalls({
      ...estimate({
        projectId: 'project-1',
        name: 'Kitchen for Ada',
        estimatePageSlug: null,
        designVersions: [],
      }),
      'GET /project/project-1/welcome': {
        status: 200,
        body: {
          enquiry: {
            kitchenSize: 'large',
            kitchen: null,
            country: 'US',
            postcode: '94110',
            message: 'Room for a big table.',
            sentAt: '2026-10-01T09:00:00.000Z',
          },
          nextStep: 'Your designer will call within two working days.',
        },
      },
    });
    await renderApp({ url: '/project/project-1/estimate', queryData: [signedIn] });
    const recap = await screen.findByRole('region', { name: 'What you asked us for' });
    expect(screen.getByRole('heading', { name: 'No Estimate found' })).toBeVisible();
    expect(
      screen.getByText('No estimate have been calculated for this project yet.'),
    ).toBeVisible();
    expect(recap).toHaveTextContent('Large kitchen');
    expect(recap).not.toHaveTextContent('from the gallery');
    expect(recap).toHaveTextContent('United States, 94110');
    expect(recap).toHaveTextContent('Room for a big table.');
    expect(
      within(recap).getByText('Your designer will call within two working days.'),
    ).toBeVisible();
  });

  it("shows nothing of a project that is not the customer's", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /project/project-2/estimate': { status: 404, body: { code: 'NOT_FOUND', error: 'no' } },
    });
    await renderApp({ url: '/project/project-2/estimate', queryData: [signedIn] });
    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeVisible();
    expect(
      screen.getByText(
        'We could not find this project among yours: the link may be mistyped, or the project is not shared with you.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Total Price:')).not.toBeInTheDocument();
    expect(eventCalls()).toEqual([]);
  });
});

import type { PaymentDue, Pipeline } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { answerCalls } from '@/testing/answer-calls';
import { renderApp, screen } from '@/testing/test-utils';

/* Issue 39 point 3: staff read the pipeline of a period, as charts with their tables. */

const session = (type: 'designer' | 'admin'): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  { id: '50000000-0000-4000-8000-000000000001', email: `${type}@corner.test`, name: type, type },
];

function makePipeline(overrides: Partial<Pipeline> = {}): Pipeline {
  return {
    period: { from: '2026-06-01', to: '2026-06-30' },
    scope: 'company',
    steps: [
      { key: 'enquiry', count: 5, conversionPercent: null, medianDays: null, timed: 0, values: [] },
      { key: 'converted', count: 4, conversionPercent: 80, medianDays: 3, timed: 2, values: [] },
      {
        key: 'published',
        count: 4,
        conversionPercent: 100,
        medianDays: 2,
        timed: 3,
        values: [
          { currency: 'usd', amount: '3500.50', count: 2 },
          { currency: 'eur', amount: '2100.00', count: 1 },
        ],
      },
      {
        key: 'opened',
        count: 3,
        conversionPercent: 75,
        medianDays: 0.8,
        timed: 2,
        values: [{ currency: 'usd', amount: '1000.50', count: 1 }],
      },
      {
        key: 'committed',
        count: 2,
        conversionPercent: 66.7,
        medianDays: 2,
        timed: 1,
        values: [{ currency: 'usd', amount: '1100.00', count: 1 }],
      },
      {
        key: 'paid',
        count: 2,
        conversionPercent: 100,
        medianDays: null,
        timed: 0,
        values: [{ currency: 'usd', amount: '3500.00', count: 2 }],
      },
    ],
    waiting: {
      notContacted: {
        items: [{ id: 'e-5', name: 'Five', receivedAt: '2026-01-10T00:00:00.000Z' }],
        total: 21,
      },
      openedNotReserved: {
        items: [
          {
            projectId: 'p-2',
            projectName: 'Lead two kitchen',
            pageName: 'Second page',
            openedAt: '2026-06-13T00:00:00.000Z',
          },
        ],
        total: 1,
      },
      requotes: { items: [], total: 0 },
      paymentProjectIds: null,
    },
    ...overrides,
  };
}

const overdue = (projectId: string, label: string): PaymentDue => ({
  projectId,
  projectName: `Project ${projectId}`,
  paymentId: `pay-${projectId}`,
  label,
  amount: 600,
  currency: 'usd',
  payBy: '2026-06-01',
  state: 'overdue',
  reference: 'P-0000000001',
});

const pipelineCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input as string))
    .filter((url) => url.pathname === '/api/v1/admin/pipeline');

const open = (search = '', type: 'designer' | 'admin' = 'admin') =>
  renderApp({ url: `/admin/pipeline${search}`, queryData: [session(type)] });

/** The rows of a table as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the pipeline page', () => {
  it('shows the funnel and the times as charts, each with a table of the same numbers', async () => {
    answerCalls({
      'GET /admin/pipeline': { status: 200, body: makePipeline() },
      'GET /admin/payments-due': { status: 200, body: [] },
    });
    await open('?from=2026-06-01&to=2026-06-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    expect(document.title).toBe('Pipeline · Back office · Corner');
    expect(screen.getByText(/^Each enquiry received from 2026-06-01 to 2026-06-30/)).toBeVisible();

    const funnelChart = screen.getByRole('img', { name: /^Funnel from 2026-06-01 to 2026-06-30/ });
    expect(funnelChart.tagName).toBe('svg');
    expect(funnelChart).toHaveAccessibleName(
      'Funnel from 2026-06-01 to 2026-06-30: Enquiries 5, Converted 4 (80.0 %), Estimate published 4 (100.0 %), Opened 3 (75.0 %), Accepted or reserved 2 (66.7 %), Paid 2 (100.0 %)',
    );
    expect(funnelChart.querySelectorAll('rect')).toHaveLength(6 * 2);
    const funnel = screen.getByRole('table', { name: 'Funnel' });
    expect(rowsOf(funnel).map(([step, reached, share]) => [step, reached, share])).toEqual([
      ['EnquiriesEnquiries received, and projects staff made without one', '5', '—'],
      ['ConvertedThe lead has a project', '4', '80.0 %'],
      [expect.stringMatching(/^Estimate published/), '4', '100.0 %'],
      [expect.stringMatching(/^Opened/), '3', '75.0 %'],
      [expect.stringMatching(/^Accepted or reserved/), '2', '66.7 %'],
      [expect.stringMatching(/^Paid/), '2', '100.0 %'],
    ]);

    const timesChart = screen.getByRole('img', { name: /^Median days from the step before/ });
    expect(timesChart).toHaveAccessibleName(
      'Median days from the step before: Enquiries → Converted 3.0 days, Converted → Estimate published 2.0 days, Estimate published → Opened 0.8 days, Opened → Accepted or reserved 2.0 days, Accepted or reserved → Paid Not timed',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Median time between steps' }))).toEqual([
      ['Enquiries → Converted', '3.0 days', '2'],
      ['Converted → Estimate published', '2.0 days', '3'],
      ['Estimate published → Opened', '0.8 days', '2'],
      ['Opened → Accepted or reserved', '2.0 days', '1'],
      ['Accepted or reserved → Paid', 'Not timed', '0'],
    ]);

    expect(rowsOf(screen.getByRole('table', { name: 'Value of estimates at each step' }))).toEqual([
      ['Estimate published', 'USD', '$3,500.50', '2 projects'],
      ['Estimate published', 'EUR', '2.100,00 €', '1 project'],
      ['Opened', 'USD', '$1,000.50', '1 project'],
      ['Accepted or reserved', 'USD', '$1,100.00', '1 project'],
      ['Paid', 'USD', '$3,500.00', '2 payments'],
    ]);
    expect(Object.fromEntries(pipelineCalls()[0]!.searchParams)).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
    });
  });

  it('lists what waits, with links to the back office, and the overdue payments', async () => {
    answerCalls({
      'GET /admin/pipeline': { status: 200, body: makePipeline() },
      'GET /admin/payments-due': {
        status: 200,
        body: [
          overdue('p-7', 'Before production'),
          { ...overdue('p-8', 'Delivery'), state: 'due' },
        ],
      },
    });
    await open();
    const enquiries = await screen.findByRole('table', { name: 'Enquiries not contacted' });
    expect(within(enquiries).getByRole('link', { name: 'Five' })).toHaveAttribute(
      'href',
      '/admin/enquiries/e-5',
    );
    expect(enquiries).toHaveTextContent(formatDate('2026-01-10T00:00:00.000Z'));
    expect(screen.getByText('The oldest 1 of 21.')).toBeVisible();
    const opened = screen.getByRole('table', {
      name: 'Estimates opened 14 days ago or more, neither accepted nor reserved',
    });
    expect(within(opened).getByRole('link', { name: 'Lead two kitchen' })).toHaveAttribute(
      'href',
      '/admin/projects/p-2',
    );
    expect(screen.getByText('No request for a new quote is open.')).toBeVisible();
    const payments = await screen.findByRole('table', { name: 'Payments overdue' });
    expect(rowsOf(payments)).toEqual([
      [formatDate('2026-06-01'), 'Project p-7', 'Before production', '$600.00'],
    ]);
    expect(within(payments).getByRole('link', { name: 'Project p-7' })).toHaveAttribute(
      'href',
      '/admin/projects/p-7',
    );
  });

  it("shows a designer their own projects' pipeline, without the enquiries", async () => {
    answerCalls({
      'GET /admin/pipeline': {
        status: 200,
        body: makePipeline({
          scope: 'own',
          waiting: {
            ...makePipeline().waiting,
            notContacted: { items: [], total: 0 },
            paymentProjectIds: ['p-7'],
          },
        }),
      },
      'GET /admin/payments-due': {
        status: 200,
        body: [overdue('p-7', 'Before production'), overdue('p-9', 'Delivery')],
      },
    });
    await open('', 'designer');
    expect(
      await screen.findByText('Your projects only: the leads that became a project you design.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Enquiries not contacted' }),
    ).not.toBeInTheDocument();
    const payments = await screen.findByRole('table', { name: 'Payments overdue' });
    expect(
      within(payments)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Project p-7']);
  });

  it('puts the period in the address, and refuses one that starts after it ends', async () => {
    answerCalls({
      'GET /admin/pipeline': [
        { status: 200, body: makePipeline({ period: { from: '2025-07-01', to: '2026-06-30' } }) },
        { status: 200, body: makePipeline({ period: { from: '2026-05-01', to: '2026-05-31' } }) },
      ],
      'GET /admin/payments-due': { status: 200, body: [] },
    });
    const { user, router } = await open();
    await screen.findByText(/^Each enquiry received from 2025-07-01 to 2026-06-30/);
    const period = screen.getByRole('search', { name: 'Pipeline period' });
    // Nothing in the address: the default the API chose shows in the fields.
    expect(within(period).getByLabelText('From')).toHaveValue('2025-07-01');
    expect(within(period).getByLabelText('To')).toHaveValue('2026-06-30');
    expect(Object.fromEntries(pipelineCalls()[0]!.searchParams)).toEqual({});

    await user.clear(within(period).getByLabelText('From'));
    await user.type(within(period).getByLabelText('From'), '2026-07-01');
    await user.click(within(period).getByRole('button', { name: 'Show' }));
    expect(
      within(period).getByText('The period must start on or before its last day'),
    ).toBeVisible();
    expect(pipelineCalls()).toHaveLength(1);

    await user.clear(within(period).getByLabelText('From'));
    await user.type(within(period).getByLabelText('From'), '2026-05-01');
    await user.clear(within(period).getByLabelText('To'));
    await user.type(within(period).getByLabelText('To'), '2026-05-31');
    await user.click(within(period).getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText(/^Each enquiry received from 2026-05-01 to 2026-05-31/),
    ).toBeVisible();
    const applied = { from: '2026-05-01', to: '2026-05-31' };
    expect(Object.fromEntries(pipelineCalls()[1]!.searchParams)).toEqual(applied);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(applied);
  });

  it('says so when the period holds no lead, and still lists what waits', async () => {
    const empty = makePipeline();
    empty.steps = empty.steps.map((step) => ({
      ...step,
      count: 0,
      conversionPercent: null,
      medianDays: null,
      timed: 0,
      values: [],
    }));
    answerCalls({
      'GET /admin/pipeline': { status: 200, body: empty },
      'GET /admin/payments-due': { status: 200, body: [] },
    });
    await open();
    expect(await screen.findByText('No enquiries or new projects in this period.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting now' })).toBeVisible();
    expect(await screen.findByText('No payment is overdue.')).toBeVisible();
  });

  it('is in the back office navigation for designers and admins', async () => {
    answerCalls({
      'GET /admin/pipeline': { status: 200, body: makePipeline() },
      'GET /admin/payments-due': { status: 200, body: [] },
    });
    await open('', 'designer');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Pipeline' })).toHaveAttribute(
      'href',
      '/admin/pipeline',
    );
  });
});

import type { PaymentIssue } from '@corner/contracts';
import { paymentIssueExplanations } from '@corner/contracts';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/ui/toast';
import { answerCalls as answerApiCalls } from '@/testing/answer-calls';
import { expectConsoleErrors, renderWithProviders, screen } from '@/testing/test-utils';
import { AdminPaymentsPage } from './components/admin-payments-page';

/* The back office's payments needing attention (decision 48). */

const id = '70000000-0000-4000-8000-000000000001';
const projectId = '70000000-0000-4000-8000-000000000002';

function makeIssue(overrides: Partial<PaymentIssue> = {}): PaymentIssue {
  return {
    id,
    receivedAt: '2026-03-02T09:30:00.000Z',
    eventType: 'checkout.session.completed',
    reference: 'E-2026-0012',
    estimateId: '70000000-0000-4000-8000-000000000003',
    projectId,
    projectName: 'Harbour kitchen',
    designVersionName: 'Harbour oak',
    payerEmail: 'nora@corner.test',
    amount: 500,
    currency: 'usd',
    reason: 'already-reserved',
    explanation: paymentIssueExplanations['already-reserved'],
    resolution: null,
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

const render = (url = '/admin/payments') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AdminPaymentsPage />
      <LazyToaster />
    </MemoryRouter>,
  );

/** The addresses the page asked for, with their query. */
const requestedUrls = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => (input as string).replace(/^.*\/api\/v1/, ''));

afterEach(() => vi.unstubAllGlobals());

/** The page's second list, the payments due (issue 38), answered empty unless a test says. */
const answerCalls = (answers: Parameters<typeof answerApiCalls>[0]) =>
  answerApiCalls({ 'GET /admin/payments-due': { status: 200, body: [] }, ...answers });
const issueUrls = () => requestedUrls().filter((url) => url !== '/admin/payments-due');

describe('the back office payments needing attention', () => {
  it('lists the open payments with what the provider said and why each waits', async () => {
    answerCalls({ 'GET /admin/payment-issues': { status: 200, body: [makeIssue()] } });
    render();
    const project = await screen.findByRole('link', { name: 'Harbour kitchen' });
    expect(project).toHaveAttribute('href', `/admin/projects/${projectId}`);
    const row = project.closest('tr')!;
    for (const text of [
      'E-2026-0012',
      'Harbour oak',
      'nora@corner.test',
      '$500.00',
      'The project already holds a reservation: this is a second deposit.',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(within(row).getByRole('button', { name: 'Apply by hand: E-2026-0012' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Mark refunded: E-2026-0012' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Payments needing attention' })).toBeVisible();
    expect(issueUrls()).toEqual(['/admin/payment-issues?state=open']);
    const filters = screen.getByRole('navigation', { name: 'Payments by state' });
    expect(filters.querySelector('[aria-current="page"]')).toHaveTextContent('Needing attention');
  });

  it('says when none needs attention, and shows the resolved ones with who and when under All', async () => {
    answerCalls({
      'GET /admin/payment-issues': [
        { status: 200, body: [] },
        {
          status: 200,
          body: [
            makeIssue({
              resolution: 'refunded',
              resolvedAt: '2026-03-03T10:00:00.000Z',
              resolvedBy: 'designer@corner.test',
            }),
            makeIssue({
              id: '70000000-0000-4000-8000-000000000009',
              reference: null,
              estimateId: null,
              projectId: null,
              projectName: null,
              designVersionName: null,
              amount: 400,
              currency: 'gbp',
              reason: 'unknown-estimate',
              explanation: paymentIssueExplanations['unknown-estimate'],
              resolution: 'applied',
              resolvedAt: '2026-03-04T10:00:00.000Z',
              resolvedBy: 'admin@corner.test',
            }),
          ],
        },
      ],
    });
    const { user } = render();
    expect(await screen.findByText('No payments need your attention.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'All, with the resolved' }));
    const rows = await screen.findAllByText(/^(Applied|Refunded) by /);
    expect(rows.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Refunded by designer@corner\.test on Mar 3, 2026/),
      expect.stringMatching(/^Applied by admin@corner\.test on Mar 4, 2026/),
    ]);
    expect(screen.getByText('£400.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Apply by hand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark refunded/ })).not.toBeInTheDocument();
    expect(issueUrls()).toEqual([
      '/admin/payment-issues?state=open',
      '/admin/payment-issues?state=all',
    ]);
  });

  it('marks a payment refunded after the confirmation, and the list drops it', async () => {
    const calls = answerCalls({
      'GET /admin/payment-issues': [
        { status: 200, body: [makeIssue()] },
        { status: 200, body: [] },
      ],
      [`POST /admin/payment-issues/${id}/refunded`]: { status: 204 },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Mark refunded: E-2026-0012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this payment refunded?' });
    expect(dialog).toHaveTextContent(
      'Mark it refunded once you have refunded $500.00 to nora@corner.test at the payment provider',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(
      (await screen.findAllByText('Payment E-2026-0012 marked refunded'))[0],
    ).toBeInTheDocument();
    expect(await screen.findByText('No payments need your attention.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/payment-issues/${id}/refunded`, body: undefined },
    ]);
  });

  it('applies a payment by hand after the confirmation', async () => {
    const calls = answerCalls({
      'GET /admin/payment-issues': [
        { status: 200, body: [makeIssue({ reason: 'wrong-amount' })] },
        { status: 200, body: [] },
      ],
      [`POST /admin/payment-issues/${id}/apply`]: { status: 204 },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Apply by hand: E-2026-0012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply this payment by hand?' });
    expect(dialog).toHaveTextContent(
      'The payment of $500.00 reserves the spot of Harbour kitchen with estimate E-2026-0012 (Harbour oak)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply by hand' }));
    expect(
      (await screen.findAllByText('Payment E-2026-0012 applied: the spot is reserved'))[0],
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('warns before applying or refunding a payment the provider reported unpaid', async () => {
    answerCalls({
      'GET /admin/payment-issues': {
        status: 200,
        body: [
          makeIssue({
            reason: 'payment-failed',
            explanation: paymentIssueExplanations['payment-failed'],
          }),
        ],
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Apply by hand: E-2026-0012' }));
    const apply = await screen.findByRole('alertdialog', { name: 'Apply this payment by hand?' });
    expect(apply).toHaveTextContent(
      'The provider reported nothing paid: apply it only once you have seen the payment there.',
    );
    await user.click(within(apply).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Mark refunded: E-2026-0012' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Mark this payment refunded?' }),
    ).toHaveTextContent('The provider reported nothing paid, so there is nothing to refund');
  });

  it("shows the server's sentence when applying is refused, and keeps the dialog open", async () => {
    expectConsoleErrors();
    answerCalls({
      'GET /admin/payment-issues': { status: 200, body: [makeIssue()] },
      [`POST /admin/payment-issues/${id}/apply`]: {
        status: 409,
        body: {
          code: 'CONFLICT',
          error:
            'This project already holds a reservation: refund this payment at the payment provider',
        },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Apply by hand: E-2026-0012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply this payment by hand?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply by hand' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: This project already holds a reservation: refund this payment at the payment provider',
    );
    expect(dialog).toBeVisible();
  });

  it('lists the payments due and overdue across projects, soonest first', async () => {
    answerCalls({
      'GET /admin/payment-issues': { status: 200, body: [] },
      'GET /admin/payments-due': {
        status: 200,
        body: [
          {
            projectId,
            projectName: 'Harbour kitchen',
            paymentId: 'sp2',
            label: 'Before production',
            amount: 7407.36,
            currency: 'usd',
            payBy: '2026-12-01',
            state: 'overdue',
            reference: 'P-00000000A2',
          },
        ],
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Payments due and overdue' });
    const row = within(table).getByRole('link', { name: 'Harbour kitchen' }).closest('tr')!;
    for (const text of [
      'Dec 1, 2026',
      'Before production',
      '$7,407.36',
      'Overdue',
      'P-00000000A2',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
  });

  it('shows one loading line until both lists have loaded, then both at once', async () => {
    let answerDue: (reply: { status: number; body: unknown }) => void = () => {};
    answerCalls({
      'GET /admin/payment-issues': { status: 200, body: [] },
      'GET /admin/payments-due': () => new Promise((resolve) => (answerDue = resolve)),
    });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments…');
    // The first list has answered: it waits for the second, so nothing moves when that comes.
    await vi.waitFor(() => expect(requestedUrls()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments…');
    expect(screen.queryByText('No payments need your attention.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments due and overdue' })).toBeNull();
    answerDue({ status: 200, body: [] });
    expect(await screen.findByText('No payments need your attention.')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Payments due and overdue' });
    expect(within(section).getByText('No payments are due.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Loading payments/)).not.toBeInTheDocument();
  });

  it('says when no payment is due', async () => {
    answerCalls({ 'GET /admin/payment-issues': { status: 200, body: [] } });
    render();
    const section = await screen.findByRole('region', { name: 'Payments due and overdue' });
    expect(await within(section).findByText('No payments are due.')).toBeVisible();
  });
});

import type { EstimateReservationState, ProjectReservation, UserProfile } from '@corner/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Call } from '@/testing/answer-calls';
import { makeEstimate } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';
import type { EstimateSource } from '../estimate-sections';
import { ReserveButton } from './reserve-button';

/* Every state of the reserve area (decision 37.5), each reachable by Tab. */

const estimate = makeEstimate({ id: 'e1', reference: 'E-2024-0001', validUntil: '2025-01-05' });

function state(overrides: Partial<EstimateReservationState> = {}): EstimateReservationState {
  return {
    estimateId: 'e1',
    reference: 'E-2024-0001',
    expiresAt: '2025-01-05T23:59:59.999Z',
    expired: false,
    reservedAt: null,
    replacedBy: null,
    requoteRequestedAt: null,
    reservable: true,
    deposit: { amount: 500, currency: 'usd' },
    ...overrides,
  };
}

const customer: UserProfile = {
  id: 'u1',
  email: 'casey@corner.test',
  name: 'Casey',
  type: 'customer',
};

async function renderArea(options: {
  paymentLinkUrl: string | null;
  reservation: EstimateReservationState;
  source?: EstimateSource;
  signedIn?: boolean;
  explainer?: string | null;
  projectReservation?: ProjectReservation | null;
  more?: Record<string, { status: number; body?: unknown }>;
}) {
  const source = options.source ?? { projectId: 'p1' };
  const base =
    'slug' in source ? `/estimate-view/${source.slug}` : `/project/${source.projectId}/estimate`;
  const calls: Call[] = [];
  answerCalls(
    {
      'GET /site-config': { status: 200, body: { paymentLinkUrl: options.paymentLinkUrl } },
      [`GET ${base}/reservations`]: {
        status: 200,
        body: {
          explainer:
            options.explainer === undefined ? 'You pay a deposit of USD 500.' : options.explainer,
          estimates: [options.reservation],
          reservation: options.projectReservation ?? null,
        },
      },
      ...options.more,
    },
    {
      calls,
      // Who is signed in: asked on the public page too, so a customer's link has the e-mail.
      background: {
        'GET /auth/session': { status: 200, body: options.signedIn ? customer : null },
      },
    },
  );
  const rendered = await renderApp({
    url: '/',
    routes: [
      {
        path: '/',
        element: <ReserveButton estimate={estimate} versionName="Version 1" source={source} />,
      },
      { path: '/estimate/:slug', element: <p>New page</p> },
    ],
  });
  return { ...rendered, calls };
}

describe('the reserve area', () => {
  it('leads to the payment link with the reference and the signed-in e-mail, beside the explainer', async () => {
    const { user } = await renderArea({
      paymentLinkUrl: 'https://buy.example/corner?locale=en',
      reservation: state(),
      signedIn: true,
    });
    const link = await screen.findByRole('link', { name: 'RESERVE A SPOT' });
    expect(link).toHaveAttribute(
      'href',
      'https://buy.example/corner?locale=en&client_reference_id=E-2024-0001&prefilled_email=casey%40corner.test',
    );
    expect(await screen.findByText('You pay a deposit of USD 500.')).toBeVisible();
    expect(screen.getByText(/^Deposit:/)).toHaveTextContent('Deposit: $500.00');
    expect(screen.getByText(/This reserves/)).toHaveTextContent(
      'This reserves Version 1 (estimate E-2024-0001).',
    );
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('leads to the stand-in provider in local mode, without an e-mail when nobody is signed in', async () => {
    await renderArea({
      paymentLinkUrl: '/api/v1/dev/payment',
      reservation: state(),
      explainer: null,
      source: { slug: 'casey-kitchen' },
    });
    expect(await screen.findByRole('link', { name: 'RESERVE A SPOT' })).toHaveAttribute(
      'href',
      '/api/v1/dev/payment?client_reference_id=E-2024-0001',
    );
    // Without the staff's text, built-in words still say what a reservation is.
    expect(await screen.findByText(/books your kitchen a place/)).toBeVisible();
  });

  it("offers 'Contact us to reserve' when the server has no payment link", async () => {
    const { user } = await renderArea({ paymentLinkUrl: null, reservation: state() });
    const contact = await screen.findByRole('link', { name: 'Contact us to reserve' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:hello@corner\.example\?subject=/);
    expect(screen.queryByRole('link', { name: 'RESERVE A SPOT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.tab();
    expect(contact).toHaveFocus();
  });

  it('says which version holds the spot once the project is reserved, and offers no second deposit', async () => {
    await renderArea({
      paymentLinkUrl: 'https://buy.example/corner',
      reservation: state({ reservable: false }),
      projectReservation: {
        estimateId: 'e0',
        reference: 'E-2024-0000',
        designVersionName: 'Walnut',
        reservedAt: '2025-01-03T10:00:00.000Z',
      },
    });
    expect(
      await screen.findByText(
        'Your spot is reserved with Walnut, estimate E-2024-0000, on Jan 3, 2025',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'RESERVE A SPOT' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Deposit:/)).not.toBeInTheDocument();
  });

  it('offers nothing on an estimate its customers are no longer shown', async () => {
    await renderArea({
      paymentLinkUrl: 'https://buy.example/corner',
      reservation: state({ reservable: false }),
      source: { slug: 'casey-kitchen' },
    });
    expect(
      await screen.findByText(
        'This estimate can no longer be reserved: a newer estimate page replaces it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'RESERVE A SPOT' })).not.toBeInTheDocument();
  });

  it("carries a signed-in customer's e-mail on the public page, once the session is known", async () => {
    await renderArea({
      paymentLinkUrl: '/api/v1/dev/payment',
      reservation: state(),
      source: { slug: 'casey-kitchen' },
      signedIn: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'RESERVE A SPOT' })).toHaveAttribute(
        'href',
        '/api/v1/dev/payment?client_reference_id=E-2024-0001&prefilled_email=casey%40corner.test',
      ),
    );
  });

  it("says 'Expired on {date}' and asks for a new quote once pressed", async () => {
    const { user, calls } = await renderArea({
      paymentLinkUrl: 'https://buy.example/corner',
      reservation: state({ expired: true }),
      more: {
        'POST /project/p1/estimate/requote-requests': {
          status: 200,
          body: { requestedAt: '2025-01-07T09:00:00.000Z' },
        },
      },
    });
    expect(await screen.findByText('Expired on Jan 5, 2025')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'RESERVE A SPOT' })).not.toBeInTheDocument();
    const ask = await screen.findByRole('button', { name: 'Ask for a new quote' });
    await user.tab();
    expect(ask).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'New quote asked for on Jan 7, 2025. We will e-mail you the new estimate.',
      ),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ estimateId: 'e1' });
  });

  it('asks for a new quote by e-mail on the public page, and names the estimate that replaces this one', async () => {
    const { user } = await renderArea({
      paymentLinkUrl: 'https://buy.example/corner',
      reservation: state({
        expired: true,
        replacedBy: null,
      }),
      source: { slug: 'casey-kitchen' },
    });
    const ask = await screen.findByRole('link', { name: 'Ask for a new quote' });
    expect(ask.getAttribute('href')).toContain('mailto:hello@corner.example');
    await user.tab();
    expect(ask).toHaveFocus();
  });

  it("says 'A newer estimate replaces this one' with a link to the new page", async () => {
    const { user, router } = await renderArea({
      paymentLinkUrl: 'https://buy.example/corner',
      reservation: state({
        expired: true,
        replacedBy: { reference: 'E-2025-0100', slug: 'casey-kitchen-1a2b' },
      }),
      source: { slug: 'casey-kitchen' },
    });
    expect(await screen.findByText(/A newer estimate replaces this one/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask for a new quote' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'see estimate E-2025-0100' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/estimate/casey-kitchen-1a2b'),
    );
  });
});

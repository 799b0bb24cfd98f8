import type { EstimateReservations } from '@corner/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls } from '@/testing/answer-calls';
import { renderApp } from '@/testing/test-utils';
import { PaymentReturned } from './payment-returned';

/* Back from the payment provider (decision 50): told at the top whether the deposit arrived. */

const notYet: EstimateReservations = { explainer: null, estimates: [], reservation: null };
const reserved: EstimateReservations = {
  ...notYet,
  reservation: {
    estimateId: 'e1',
    reference: 'E-2026-0001',
    designVersionName: 'Walnut',
    reservedAt: '2026-11-27T10:00:00.000Z',
  },
};

function renderAt(url: string) {
  return renderApp({
    url,
    routes: [
      { path: '/', element: <PaymentReturned source={{ projectId: 'p1' }} estimateId="e1" /> },
    ],
  });
}

describe('back from the payment provider', () => {
  it('says the payment has not arrived yet, asks again, and confirms once the webhook has come', async () => {
    const calls = answerCalls({
      'GET /project/p1/estimate/reservations': [
        { status: 200, body: notYet },
        { status: 200, body: reserved },
      ],
    });
    await renderAt('/?payment=returned');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have not received your payment yet. This page checks again every few seconds.',
    );
    expect(
      await screen.findByText('Payment received: your spot is reserved', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('says nothing on a page opened without coming back from a payment', async () => {
    const calls = answerCalls({});
    await renderAt('/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

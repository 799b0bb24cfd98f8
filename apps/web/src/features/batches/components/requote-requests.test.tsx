import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls, type Call } from '@/testing/answer-calls';
import { renderApp } from '@/testing/test-utils';
import { RequoteRequests } from './requote-requests';

/* The open requests for a new quote on the batches screen, and 'Re-quote' (decision 37.8). */

const request = {
  id: 'r1',
  projectId: 'p1',
  projectName: 'Walker kitchen',
  estimateId: 'e1',
  reference: 'E-2025-0007',
  designVersionName: 'Oak Galley',
  requestedBy: 'customer@corner.example',
  requestedAt: '2025-02-03T09:00:00.000Z',
};

async function renderRequests(answers: Parameters<typeof answerCalls>[0]) {
  const calls: Call[] = [];
  answerCalls(answers, { calls });
  const rendered = await renderApp({
    url: '/',
    routes: [{ path: '/', element: <RequoteRequests projectId="p1" /> }],
  });
  return { ...rendered, calls };
}

describe('requests for a new quote on the batches screen', () => {
  it('shows nothing without open requests', async () => {
    const { calls } = await renderRequests({
      'GET /project/p1/requote-requests': { status: 200, body: [] },
    });
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'New quotes asked for' })).not.toBeInTheDocument();
  });

  it('lists each request and re-quotes it in one step, linking the new page', async () => {
    const { user, calls } = await renderRequests({
      'GET /project/p1/requote-requests': [
        { status: 200, body: [request] },
        { status: 200, body: [] },
      ],
      'POST /project/p1/requote-requests/r1/requote': {
        status: 200,
        body: { batchId: 'b2', slug: 'walker-kitchen-1a2b' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'New quotes asked for' })).toBeVisible();
    expect(
      screen.getByText(
        'customer@corner.example asked on Feb 3, 2025 for a new quote of Oak Galley (E-2025-0007, expired).',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Re-quote' }));
    expect(await screen.findByRole('link', { name: 'Open the new estimate page' })).toHaveAttribute(
      'href',
      '/estimate/walker-kitchen-1a2b',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Re-quote' })).not.toBeInTheDocument();
  });
});

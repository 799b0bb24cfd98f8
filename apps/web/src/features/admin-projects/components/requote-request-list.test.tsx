import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCalls } from '@/testing/answer-calls';
import { renderApp } from '@/testing/test-utils';
import { RequoteRequestList } from './requote-request-list';

/* The back office's list of open requests for a new quote (decision 37.8). */

describe('the open requests for a new quote', () => {
  it("lists each with its project, leading to the project's batches screen", async () => {
    answerCalls({
      'GET /admin/requote-requests': {
        status: 200,
        body: [
          {
            id: 'r1',
            projectId: 'p1',
            projectName: 'Walker kitchen',
            estimateId: 'e1',
            reference: 'E-2025-0007',
            designVersionName: 'Oak Galley',
            requestedBy: 'customer@corner.example',
            requestedAt: '2025-02-03T09:00:00.000Z',
          },
        ],
      },
    });
    await renderApp({ url: '/', routes: [{ path: '/', element: <RequoteRequestList /> }] });
    const link = await screen.findByRole('link', { name: 'Walker kitchen' });
    expect(link).toHaveAttribute('href', '/project/p1/design-versions');
    expect(link.closest('li')).toHaveTextContent(
      'Walker kitchen: Oak Galley (E-2025-0007), asked by customer@corner.example on Feb 3, 2025',
    );
  });
});

import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, makeAdminProject, projectId } from '@/features/admin-projects/testing';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { AdminProjectPage } from './project';

/* The back office's project page: the reservation that holds its spot (decision 48). */

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <AdminProjectPage projectId={projectId} />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the back office project page', () => {
  it('says which estimate holds the spot of a reserved project', async () => {
    answerCalls({
      [`GET /admin/projects/${projectId}`]: {
        status: 200,
        body: makeAdminProject({
          reservation: {
            estimateId: '50000000-0000-4000-8000-000000000001',
            reference: 'E-2025-0007',
            designVersionName: 'Harbour oak',
            reservedAt: '2025-02-10T10:00:00.000Z',
          },
        }),
      },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour kitchen' })).toBeVisible();
    expect(
      screen.getByText('Spot reserved with Harbour oak, estimate E-2025-0007, on Feb 10, 2025'),
    ).toBeVisible();
  });

  it('says nothing of a reservation while the project holds none', async () => {
    answerCalls({
      [`GET /admin/projects/${projectId}`]: { status: 200, body: makeAdminProject() },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour kitchen' })).toBeVisible();
    expect(screen.queryByText(/^Spot reserved/)).not.toBeInTheDocument();
  });
});

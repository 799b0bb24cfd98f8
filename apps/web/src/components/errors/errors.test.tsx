import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { expectConsoleErrors, renderApp, renderWithProviders } from '@/testing/test-utils';
import { ErrorPanel } from './error-panel';
import { RouteErrorPage } from './route-error-page';

/* Issue 26 point 3: plain words and no Retry for what is not there; the spec's texts otherwise. */

const failure = (status: number, code = 'NOT_FOUND') =>
  new ApiError({
    message: `Endpoint /estimate-view/nope not found`,
    status,
    code,
    path: '/estimate-view/nope',
  });

describe('ErrorPanel', () => {
  it.each([
    [404, 'NOT_FOUND'],
    [403, 'FORBIDDEN'],
    [400, 'VALIDATION_ERROR'],
  ])('says a %s in plain words and offers no Retry', (status, code) => {
    renderWithProviders(<ErrorPanel error={failure(status, code)} onRetry={() => {}} />);
    expect(screen.getByText('Error loading data')).toBeVisible();
    expect(
      screen.getByText(
        'We could not find what this page shows: the address may be mistyped, or it is not shared with you.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Endpoint/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the error text and Retry for a server failure and a network failure', () => {
    const retry = vi.fn();
    const server = new ApiError({
      message: 'Database unavailable',
      status: 503,
      code: 'X',
      path: '/x',
    });
    const { unmount } = renderWithProviders(<ErrorPanel error={server} onRetry={retry} />);
    expect(screen.getByText('Database unavailable')).toBeVisible();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledOnce();
    unmount();
    const network = new ApiError({
      message: 'Network error: could not connect to server',
      status: 0,
      code: 'NETWORK_ERROR',
      path: '/x',
    });
    renderWithProviders(<ErrorPanel error={network} onRetry={retry} />);
    expect(screen.getByText('Network error: could not connect to server')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('RouteErrorPage', () => {
  it("keeps the router's 'Unexpected Application Error!' for a real error", async () => {
    const logged = expectConsoleErrors();
    const routes: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: RouteErrorPage,
        loader: () => {
          throw new Error('The page could not load');
        },
        Component: () => null,
      },
    ];
    await renderApp({ routes, queryData: [[getSessionQueryOptions().queryKey, null]] });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('The page could not load')).toBeVisible();
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/Unexpected application error/);
  });
});

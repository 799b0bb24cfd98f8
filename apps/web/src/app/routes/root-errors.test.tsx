import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageBoundary, PageRouteError, RootLayout } from './root';
import { expectConsoleErrors, renderApp } from '@/testing/test-utils';
import { ErrorOverlay } from '@/components/errors/error-overlay';
import { ErrorPanel } from '@/components/errors/error-panel';

function pageRoutes(Page: () => React.ReactNode): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        {
          Component: PageBoundary,
          ErrorBoundary: PageRouteError,
          children: [
            { path: 'flaky', Component: Page },
            { path: 'other', element: <h1>Another page</h1> },
          ],
        },
      ],
    },
  ];
}

describe('error panel and overlay', () => {
  it('panel: Error loading data by default, details and Retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel details="Endpoint /x not found" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');
    expect(screen.getByText('Endpoint /x not found')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('panel: its own title, and no button without a retry', () => {
    render(<ErrorPanel title="Failed to load batches" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load batches');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("overlay: Failed to load data by default, with the error's message and a retry", async () => {
    const onRetry = vi.fn();
    render(
      <ErrorOverlay
        error={new Error('Network error: could not connect to server')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data');
    expect(screen.getByText('Network error: could not connect to server')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('error boundary', () => {
  it('shows Something went wrong with the message, logs it, and Retry renders the page again', async () => {
    const logged = expectConsoleErrors();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('Cannot read the kitchen');
      return <h1>Fixed page</h1>;
    }
    const { user } = await renderApp({ url: '/flaky', routes: pageRoutes(Flaky) });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Cannot read the kitchen')).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(logged).toHaveBeenCalledWith(
      'Uncaught error:',
      expect.objectContaining({ message: 'Cannot read the kitchen' }),
      expect.any(String),
    );

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fixed page' })).toBeVisible();
  });

  it("on Retry fetches the failed page's data again instead of reusing it", async () => {
    expectConsoleErrors();
    const answers = [{ items: null }, { items: ['Oak', 'Walnut'] }];
    const queryFn = vi.fn(() => Promise.resolve(answers.shift() ?? { items: [] }));
    function Listing() {
      const query = useQuery<{ items: string[] | null }>({ queryKey: ['listing'], queryFn });
      if (!query.data) return <p>Loading</p>;
      // Bad data (items: null) breaks rendering, as a malformed answer would.
      const items = query.data.items as string[];
      return (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    }
    const { user } = await renderApp({ url: '/flaky', routes: pageRoutes(Listing) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Walnut')).toBeVisible();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('goes back to normal when the user goes to another page', async () => {
    expectConsoleErrors();
    function Broken(): React.ReactNode {
      throw new Error('Broken for good');
    }
    const { router } = await renderApp({ url: '/flaky', routes: pageRoutes(Broken) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageBoundary, RootLayout } from './root';
import { renderApp } from '@/testing/test-utils';
import { TopBar } from '@/components/layout/top-bar';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { casey } from '@/testing/auth';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;

const testRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PageBoundary,
        children: [
          { path: 'kitchens', element: <Page title="All kitchens" /> },
          {
            path: 'kitchens/:slug',
            handle: { back: { label: 'Kitchens', to: '/kitchens' } },
            element: <Page title="One kitchen" />,
          },
          {
            path: 'components/:category/:slug',
            handle: {
              back: ({ category }: { category?: string }) => ({
                label: `All ${category}`,
                to: `/components/${category}`,
              }),
            },
            element: <Page title="One component" />,
          },
          { path: 'projects', element: <Page title="Projects" /> },
          { path: 'get-an-estimate', element: <Page title="Tell us about your kitchen" /> },
        ],
      },
    ],
  },
];

describe('layout', () => {
  it('has a banner with the logo and MENU, the page in main, and a footer', async () => {
    await renderApp({ url: '/kitchens', routes: testRoutes });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Corner, bespoke kitchens' })).toHaveAttribute(
      'href',
      '/kitchens',
    );
    expect(within(banner).getByRole('button', { name: 'MENU' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'All kitchens' }),
    ).toBeVisible();
    // The footer loads after the page (its own chunk).
    expect(await screen.findByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('shows no back button unless the route asks for one', async () => {
    await renderApp({ url: '/kitchens', routes: testRoutes });
    const links = within(screen.getByRole('banner')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Corner', 'Sign in']);
  });

  it("shows the route's back button with its label and target", async () => {
    const { user, router } = await renderApp({ url: '/kitchens/oak', routes: testRoutes });
    const back = within(screen.getByRole('banner')).getByRole('link', { name: 'Kitchens' });
    expect(back).toHaveAttribute('href', '/kitchens');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/kitchens');
  });

  it('builds the back button from the route parameters when asked', async () => {
    await renderApp({ url: '/components/front/abc', routes: testRoutes });
    expect(screen.getByRole('link', { name: 'All front' })).toHaveAttribute(
      'href',
      '/components/front',
    );
  });

  it('offers Sign in, and no LOGOUT, while nobody is signed in', async () => {
    await renderApp({ url: '/kitchens', routes: testRoutes });
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'My projects' })).not.toBeInTheDocument();
  });

  it('shows My projects and LOGOUT for a signed-in user', async () => {
    const logout = vi.fn();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <TopBar
            user={{ email: 'customer@corner.example', type: 'customer', name: 'Sam Walker' }}
            onLogout={logout}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'LOGOUT' }).click();
    expect(logout).toHaveBeenCalledOnce();
  });

  it.each([
    ['customer', false],
    ['designer', true],
    ['admin', true],
  ] as const)('a %s sees the back office link ADMIN: %s', (type, shown) => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <TopBar user={{ email: `${type}@corner.example`, type, name: 'Sam Walker' }} />,
      },
    ]);
    render(<RouterProvider router={router} />);
    const admin = screen.queryByRole('link', { name: 'ADMIN' });
    if (shown) expect(admin).toHaveAttribute('href', '/admin');
    else expect(admin).not.toBeInTheDocument();
  });

  it('has marketing, social, privacy and terms links and a contact address in the footer', async () => {
    await renderApp({ url: '/kitchens', routes: testRoutes });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      'https://corner.example/how-it-works',
    );
    expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/corner.kitchens',
    );
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://corner.example/privacy',
    );
    expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      'https://corner.example/terms',
    );
    expect(footer.getByRole('link', { name: 'hello@corner.example' })).toHaveAttribute(
      'href',
      'mailto:hello@corner.example',
    );
    expect(footer.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/components');
  });
});

describe('menu', () => {
  async function openMenu(url = '/kitchens') {
    const rendered = await renderApp({ url, routes: testRoutes });
    const trigger = screen.getByRole('button', { name: 'MENU' });
    await rendered.user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    return { ...rendered, trigger, dialog };
  }

  it('lists the marketing links and Get an estimate, the enquiry form for a visitor', async () => {
    const { dialog } = await openMenu();
    const menu = within(dialog);
    for (const name of ['How it works', 'Our kitchens', 'Materials', 'About us', 'Journal']) {
      expect(menu.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/corner\.example\//),
      );
    }
    expect(menu.getByRole('link', { name: 'Get an estimate →' })).toHaveAttribute(
      'href',
      '/get-an-estimate',
    );
  });

  it('sends a signed-in user to their projects with Get an estimate', async () => {
    const { user } = await renderApp({
      url: '/kitchens',
      routes: testRoutes,
      queryData: [[getSessionQueryOptions().queryKey, casey]],
    });
    await user.click(screen.getByRole('button', { name: 'MENU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Get an estimate →' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it("holds a signed-in user's My projects (and staff's ADMIN), which a phone's bar leaves out", async () => {
    const { user } = await renderApp({
      url: '/kitchens',
      routes: testRoutes,
      queryData: [[getSessionQueryOptions().queryKey, { ...casey, type: 'designer' }]],
    });
    await user.click(screen.getByRole('button', { name: 'MENU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(within(dialog).getByRole('navigation', { name: 'Your account' }));
    expect(account.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/projects');
    expect(account.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/admin');
  });

  it('holds no account links for a visitor', async () => {
    const { dialog } = await openMenu();
    expect(within(dialog).queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('traps focus inside while open', async () => {
    const { user, dialog } = await openMenu();
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to MENU', async () => {
    const { user, trigger } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a route change, e.g. following Get an estimate', async () => {
    const { user, dialog, router } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'Get an estimate →' }));
    expect(router.state.location.pathname).toBe('/get-an-estimate');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell us about your kitchen' })).toBeVisible();
  });

  it('closes when the route changes from elsewhere (e.g. the back button of the browser)', async () => {
    const { router } = await openMenu('/kitchens/oak');
    await act(() => router.navigate('/kitchens'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { getPriceListsQueryOptions } from '@/features/price-list/api/get-price-lists';
import { getUsersQueryOptions } from '@/features/admin-users/api/get-users';
import { renderApp } from '@/testing/test-utils';

const profile = (type: 'designer' | 'admin') => ({
  id: '50000000-0000-4000-8000-000000000001',
  email: `${type}@corner.test`,
  name: type,
  type,
});
const session = (type: 'designer' | 'admin'): [readonly unknown[], unknown] => [
  getSessionQueryOptions().queryKey,
  profile(type),
];
const emptyUsers: [readonly unknown[], unknown] = [
  getUsersQueryOptions({ search: '', type: undefined, page: 1 }).queryKey,
  { items: [], page: 1, pageSize: 24, total: 0 },
];

describe('the admin-only back-office screens', () => {
  it('lists Users, Price list and Audit trail in the navigation for admins only', async () => {
    await renderApp({ url: '/admin/users', queryData: [session('admin'), emptyUsers] });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Price list' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Audit trail' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  it('shows a designer that nothing is here, and no admin-only section', async () => {
    await renderApp({ url: '/admin/price-list', queryData: [session('designer')] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeVisible();
    // Designers are staff: the payments needing attention are theirs too (decision 48).
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Price list' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it('opens the price list for an admin', async () => {
    const rates = {
      assemblyRate: '0.12',
      deliveryBase: { small: '1200', medium: '1800', large: '2600' },
      countryFactor: { us: '1.00', eu: '0.60' },
      usPartFactor: { west: '1.30', mid: '1.15', east: '1.00' },
      distanceFactor: { near: '1.00', medium: '1.25', far: '1.60' },
      deliveryTypeFactor: { shipping: '1.00', 'air freight': '2.75' },
      countertopDelivery: { small: '250', medium: '350', large: '450' },
      deposit: { usd: '500.00', eur: '500.00', gbp: '400.00' },
      validityDays: 30,
    };
    const active = { version: 1, isActive: true, createdAt: null, rates };
    await renderApp({
      url: '/admin/price-list',
      queryData: [
        session('admin'),
        [getPriceListsQueryOptions().queryKey, { active, versions: [active] }],
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
    expect(await screen.findByLabelText('Assembly rate')).toHaveValue('0.12');
  });
});

import { useLocation } from 'react-router';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page';
import { StaffOnly } from '@/features/auth/components/staff-only';
import { PriceListPage } from '@/features/price-list/components/price-list-page';

/** The addresses of the admin-only screens (kept out of config/paths: the entry carries that). */
export const adminOnlyPaths = { users: '/admin/users', priceList: '/admin/price-list' } as const;

/**
 * /admin/users and /admin/price-list, for admins alone (PRODUCT.md 3): one lazy module behind
 * the back office's catch-all route (router.tsx), so the entry every public page loads grows
 * by one route only. Designers are shown 'Page not found'; the API refuses them too. Any
 * other address under /admin that no route claims is not found either.
 */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const screen =
    path === adminOnlyPaths.users ? (
      <AdminUsersPage />
    ) : path === adminOnlyPaths.priceList ? (
      <PriceListPage />
    ) : null;
  if (!screen) {
    return (
      <NotFoundState
        title="Page not found"
        message="There is no page at this address."
        linkLabel="Back office"
        linkTo="/admin"
      />
    );
  }
  return <StaffOnly adminOnly>{screen}</StaffOnly>;
}

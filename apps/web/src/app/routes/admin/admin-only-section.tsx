import { useLocation } from 'react-router';
import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page';
import { StaffOnly } from '@/features/auth/components/staff-only';
import { PriceListPage } from '@/features/price-list/components/price-list-page';

/**
 * /admin/users and /admin/price-list, for admins alone (PRODUCT.md 3): one lazy module for
 * both routes (router.tsx), as the project screens are. Designers are shown 'Page not found';
 * the API refuses them too.
 */
export function Component() {
  const { pathname } = useLocation();
  return (
    <StaffOnly adminOnly>
      {pathname.startsWith('/admin/price-list') ? <PriceListPage /> : <AdminUsersPage />}
    </StaffOnly>
  );
}

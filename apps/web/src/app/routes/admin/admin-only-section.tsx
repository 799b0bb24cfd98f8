import { useLocation } from 'react-router';
import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page';
import { AuditTrailPage } from '@/features/audit/components/audit-trail-page';
import { StaffOnly } from '@/features/auth/components/staff-only';
import { PriceListPage } from '@/features/price-list/components/price-list-page';

/**
 * /admin/users, /admin/price-list and /admin/audit, for admins alone (PRODUCT.md 3, issue 39):
 * one lazy module for these routes (router.tsx), as the project screens are. Designers are
 * shown 'Page not found'; the API refuses them too.
 */
function AdminOnlyScreen({ pathname }: { pathname: string }) {
  if (pathname.startsWith('/admin/price-list')) return <PriceListPage />;
  if (pathname.startsWith('/admin/audit')) return <AuditTrailPage />;
  return <AdminUsersPage />;
}

export function Component() {
  const { pathname } = useLocation();
  return (
    <StaffOnly adminOnly>
      <AdminOnlyScreen pathname={pathname} />
    </StaffOnly>
  );
}

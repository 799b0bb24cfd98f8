import { isStaff } from '@corner/contracts/display';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSession } from '@/lib/auth/get-session';

export interface StaffOnlyProps {
  /** Admins alone (users, the price list); otherwise designers and admins. */
  adminOnly?: boolean;
  children: ReactNode;
}

/**
 * Staff screens behind the protected route: a caller without the role is shown that nothing is
 * here, not the staff view (decisions 18.6 and 19.5). The API refuses them anyway.
 */
export function StaffOnly({ adminOnly = false, children }: StaffOnlyProps) {
  const { data: user } = useSession();
  const refused = user && (adminOnly ? user.type !== 'admin' : !isStaff(user.type));
  if (refused) {
    return <NotFoundPage />;
  }
  return children;
}

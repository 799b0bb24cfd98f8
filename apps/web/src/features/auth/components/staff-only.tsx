import type { ReactNode } from 'react';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
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
  const refused = user && (adminOnly ? user.type !== 'admin' : user.type === 'customer');
  if (refused) {
    return (
      <NotFoundState
        title="Page not found"
        message="There is no page at this address."
        linkLabel="Projects"
        linkTo={paths.projects}
      />
    );
  }
  return children;
}

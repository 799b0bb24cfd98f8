import type { ReactNode } from 'react';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';

/**
 * Staff screens behind the protected route: a customer who opens one is shown that nothing is
 * here, not the staff view (docs/decisions.md).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && user.type === 'customer') {
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

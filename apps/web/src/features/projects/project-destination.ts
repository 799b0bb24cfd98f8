import type { ProjectMeta, UserType } from '@corner/contracts';
import { paths } from '@/config/paths';

/**
 * Where /project/{id} sends a user (spec section 4): a demo project and a project in design go
 * to the dashboard; a project in estimation to the estimate page for a customer and to the
 * design versions for a designer or an admin; anything else to the dashboard.
 */
export function projectDestination(meta: ProjectMeta, userType: UserType): string {
  if (meta.isDemo) return paths.projectDashboard(meta.id);
  if (meta.status === 'design') return paths.projectDashboard(meta.id);
  if (meta.status === 'estimation') {
    return userType === 'customer'
      ? paths.projectEstimate(meta.id)
      : paths.projectDesignVersions(meta.id);
  }
  return paths.projectDashboard(meta.id);
}

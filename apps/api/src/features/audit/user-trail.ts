import type { users } from '../../db/schema.js';
import { entityTrail } from './audit-trail.js';

/**
 * How the trail records a user account, wherever one is made or changed: the users page, and
 * the project form that makes a customer for a new e-mail (issue 39).
 */
export const userTrail = entityTrail<typeof users.$inferSelect>({
  kind: 'user',
  label: (row) => row.email,
  fields: [
    { field: 'email', label: 'E-mail' },
    { field: 'name', label: 'Name' },
    { field: 'phone', label: 'Phone' },
    { field: 'type', label: 'Role' },
  ],
});

import { issueSignInToken } from '../../src/features/auth/index.js';
import { viewers } from '../helpers/domain-fixtures.js';
import { byAdmin, type AuditedCall } from './audited-call.js';

/*
 * The catalog, the gallery kitchens, enquiries and staff sign-ins (issue 39). The matrix's own
 * calls succeed for an admin, each on a row of its own; a sign-in needs a link of the admin's.
 */
export const catalogCalls: Record<string, AuditedCall> = {
  'POST /api/v1/admin/catalog-items': byAdmin('catalog-item'),
  'PUT /api/v1/admin/catalog-items/:itemId': byAdmin('catalog-item'),
  'DELETE /api/v1/admin/catalog-items/:itemId': byAdmin('catalog-item'),
  'POST /api/v1/admin/kitchens': byAdmin('kitchen'),
  'PUT /api/v1/admin/kitchens/:kitchenId': byAdmin('kitchen'),
  'DELETE /api/v1/admin/kitchens/:kitchenId': byAdmin('kitchen'),
  'PUT /api/v1/admin/enquiries/:id/status': byAdmin('enquiry'),
  'POST /api/v1/admin/enquiries/:id/convert': byAdmin('enquiry'),
  'POST /api/v1/auth/verify': byAdmin('sign-in', async ({ subject }) => {
    const { app } = subject;
    const email = viewers.admin;
    return {
      body: { email, token: await issueSignInToken(app.database.db, app.hashToken, { email }) },
    };
  }),
};

import type { AuditedCall } from './audited-call.js';
import { batchesCalls } from './batches-calls.js';
import { catalogCalls } from './catalog-calls.js';
import { estimatesCalls } from './estimates-calls.js';
import { projectsCalls } from './projects-calls.js';
import { byAdmin } from './audited-call.js';

/*
 * Every route that changes the company's data, with the change the audit coverage test makes
 * through it (issue 39). A write route of the app that is neither here nor in not-changes.ts
 * fails the test with its name.
 */
export const coverageTable: Record<string, AuditedCall> = {
  'POST /api/v1/admin/price-lists': byAdmin('price-list'),
  'POST /api/v1/admin/users': byAdmin('user'),
  'PUT /api/v1/admin/users/:id': byAdmin('user'),
  'PUT /api/v1/admin/users/:id/type': byAdmin('user'),
  'POST /api/v1/admin/content-items': byAdmin('content-item'),
  'PUT /api/v1/admin/content-items/:contentId': byAdmin('content-item'),
  'DELETE /api/v1/admin/content-items/:contentId': byAdmin('content-item'),
  'POST /api/v1/admin/projects/:id/deliveries': byAdmin('delivery'),
  'PUT /api/v1/admin/projects/:id/deliveries/:deliveryId': byAdmin('delivery'),
  'DELETE /api/v1/admin/projects/:id/deliveries/:deliveryId': byAdmin('delivery'),
  ...catalogCalls,
  ...projectsCalls,
  ...batchesCalls,
  ...estimatesCalls,
};

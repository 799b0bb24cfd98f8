import {
  batchDesignVersions,
  batches,
  estimatePages,
  estimateParams,
  estimates,
  projectCustomers,
  projects,
  requoteRequests,
} from '../../src/db/schema.js';
import { addVersion } from '../helpers/domain-fixtures.js';
import type { MatrixContext } from '../matrix/route-table.js';
import { byAdmin, byCustomer, type AuditedCall } from './audited-call.js';

/*
 * Batches, calculations, estimate pages, the production plan and new-quote requests (issue 39).
 * The calls that need more than the matrix's own request make it in a project of their own, so
 * nothing they change reaches the other routes' calls.
 */

/**
 * A project of customer A's of its own: a version in a batch with parameters, calculated once
 * (its estimate expired), and published, so customers are shown that estimate.
 */
async function customerAProject({ subject, state }: MatrixContext, name: string) {
  const db = subject.app.database.db;
  const [project] = await db.insert(projects).values({ name, status: 'estimation' }).returning();
  const projectId = project!.id;
  await db.insert(projectCustomers).values({ projectId, userId: state.userA.id });
  const version = await addVersion(subject, projectId, `${name} version`, 2);
  const [params] = await db
    .insert(estimateParams)
    .values({ country: 'eu', size: 'small', distance: 'near', currency: 'usd', dollarRate: '1' })
    .returning();
  const [batch] = await db
    .insert(batches)
    .values({ projectId, name: `${name} batch`, estimateParamsId: params!.id })
    .returning();
  await db.insert(batchDesignVersions).values({ batchId: batch!.id, designVersionId: version.id });
  const [estimate] = await db
    .insert(estimates)
    .values({
      designVersionId: version.id,
      batchId: batch!.id,
      currency: 'usd',
      materialsCost: '100.00',
      componentsCost: '50.00',
      countertopCost: '0.00',
      assemblyCost: '0.00',
      deliveryCost: '1200.00',
      measurementsCost: '0.00',
      installationCost: '0.00',
      totalCost: '1350.00',
      validUntil: '2020-01-31',
      priceListVersion: 1,
      snapshot: {},
    })
    .returning();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db.insert(estimatePages).values({
    batchId: batch!.id,
    designVersionId: version.id,
    name: `${name} estimate`,
    slug,
  });
  await subject.app.cache.invalidateProject(projectId);
  return { projectId, batchId: batch!.id, estimateId: estimate!.id };
}

export const batchesCalls: Record<string, AuditedCall> = {
  'POST /api/v1/project/:id/create-new-batch': byAdmin('batch'),
  'PUT /api/v1/project/:id/batches/:batchId': byAdmin('batch'),
  'DELETE /api/v1/project/:id/batches/:batchId': byAdmin('batch'),
  'POST /api/v1/project/:id/batches/:batchId/update-parameters': byAdmin('batch'),
  // The matrix's call calculates only the versions without an estimate: none are left.
  'POST /api/v1/project/:id/batches/:batchId/calculate-batch-estimate': byAdmin(
    'estimate',
    async (context) => {
      const { projectId, batchId } = await customerAProject(context, 'Audit calculation');
      return { params: { id: projectId, batchId } };
    },
  ),
  'POST /api/v1/project/:id/design-versions/:versionId/calculate-estimate': byAdmin('estimate'),
  'POST /api/v1/project/:id/batches/:batchId/delete-estimate': byAdmin('estimate'),
  'POST /api/v1/project/:id/batches/:batchId/create-estimate-page/:designVersionId':
    byAdmin('estimate-page'),
  'POST /api/v1/project/:id/estimate-pages/:pageId/send-to-customer': byAdmin('estimate-page'),
  'POST /api/v1/project/:projectId/create-substages': byAdmin('production-plan'),
  // The matrix asks about an estimate that has not expired (409): this one has.
  'POST /api/v1/project/:id/estimate/requote-requests': byCustomer(
    'requote-request',
    async (context) => {
      const { projectId, estimateId } = await customerAProject(context, 'Audit expired');
      return { params: { id: projectId }, body: { estimateId } };
    },
  ),
  // The matrix names no request (404): this is customer A's, open, on an expired estimate.
  'POST /api/v1/project/:id/requote-requests/:requestId/requote': byAdmin(
    'requote-request',
    async (context) => {
      const { projectId, estimateId } = await customerAProject(context, 'Audit requote');
      const [request] = await context.subject.app.database.db
        .insert(requoteRequests)
        .values({
          estimateId,
          projectId,
          userId: context.state.userA.id,
          day: '2026-01-05',
          createdAt: new Date(),
        })
        .returning();
      return { params: { id: projectId, requestId: request!.id } };
    },
  ),
};

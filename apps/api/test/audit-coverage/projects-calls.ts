import { variantRequestsSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import {
  designVersions,
  estimates,
  projectCustomers,
  projects,
  variantRequests,
} from '../../src/db/schema.js';
import { addVersion, viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import { designerPoster } from '../matrix/domain-state.js';
import type { MatrixCall, MatrixContext } from '../matrix/route-table.js';
import { byAdmin, byCustomer, type AuditedCall } from './audited-call.js';

/*
 * Projects, design versions and variant requests (issue 39). The authorization matrix's own
 * request succeeds for each but Make a version, whose matrix row names no request: its call
 * makes one, on a project of its own, so that what customer A is shown stays as it was.
 */

const admin = '/api/v1/admin/projects/:id';
const adminVersion = `${admin}/design-versions/:versionId`;

/** An open variant request of customer A on a calculated project of its own, to make a version from. */
async function variantRequestToMake({ subject, state }: MatrixContext): Promise<MatrixCall> {
  const db = subject.app.database.db;
  const [project] = await db
    .insert(projects)
    .values({ name: 'Variant kitchen', status: 'estimation' })
    .returning();
  const projectId = project!.id;
  await db.insert(projectCustomers).values({ projectId, userId: state.userA.id });
  const version = await addVersion(subject, projectId, 'Variant base', 2);
  await db
    .update(designVersions)
    .set({ optionGroups: [{ id: 'asm', label: 'Assembly', kind: 'assembly' }] })
    .where(eq(designVersions.id, version.id));
  const post = await designerPoster(subject);
  const batch = await post(`/project/${projectId}/create-new-batch`, { name: 'Variant batch' });
  const base = `/project/${projectId}/batches/${batch.id}`;
  await post(`${base}/update-parameters`, {
    country: 'eu',
    size: 'small',
    distance: 'near',
    currency: 'usd',
  });
  const [calculated] = (await post(`${base}/calculate-batch-estimate`)) as { id: string }[];
  const [estimate] = await db.select().from(estimates).where(eq(estimates.id, calculated!.id));
  const assembled = (estimate!.snapshot as { params: { assembled: boolean } }).params.assembled;
  const [request] = await db
    .insert(variantRequests)
    .values({
      projectId,
      designVersionId: version.id,
      estimateId: estimate!.id,
      userId: state.userA.id,
      choices: { asm: assembled ? 'not-assembled' : 'assembled' },
      currency: estimate!.currency,
      shownTotal: estimate!.totalCost,
    })
    .returning();
  // What the server would store now: the total staff confirm.
  const listed = await subject.app.inject({
    method: 'GET',
    url: `/api/v1/project/${projectId}/variant-requests`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers.admin) },
  });
  const [open] = variantRequestsSchema.parse(listed.json());
  if (open?.check?.kind !== 'priced') throw new Error(`Not priced: ${listed.body}`);
  return {
    params: { id: projectId, requestId: request!.id },
    body: { revision: open.revision, confirmedTotal: open.check.total },
  };
}

export const projectsCalls: Record<string, AuditedCall> = {
  'POST /api/v1/admin/projects': byAdmin('project'),
  [`PUT ${admin}`]: byAdmin('project'),
  [`PUT ${admin}/active-design-version`]: byAdmin('project'),
  [`DELETE ${admin}/active-design-version`]: byAdmin('project'),
  [`POST ${admin}/design-versions`]: byAdmin('design-version'),
  [`PUT ${adminVersion}`]: byAdmin('design-version'),
  [`POST ${adminVersion}/duplicate`]: byAdmin('design-version'),
  [`DELETE ${adminVersion}`]: byAdmin('design-version'),
  [`PUT ${adminVersion}/options`]: byAdmin('design-version'),
  [`POST ${adminVersion}/lines/catalog`]: byAdmin('design-version'),
  [`POST ${adminVersion}/lines`]: byAdmin('design-version'),
  [`PUT ${adminVersion}/lines/:lineId`]: byAdmin('design-version'),
  [`DELETE ${adminVersion}/lines/:lineId`]: byAdmin('design-version'),
  [`POST ${adminVersion}/renders`]: byAdmin('design-version'),
  [`PUT ${adminVersion}/renders`]: byAdmin('design-version'),
  [`DELETE ${adminVersion}/renders/:imageId`]: byAdmin('design-version'),
  'POST /api/v1/project/:id/variant-requests': byCustomer('variant-request'),
  'POST /api/v1/project/:id/variant-requests/:requestId/make-version': byAdmin(
    'variant-request',
    variantRequestToMake,
  ),
};

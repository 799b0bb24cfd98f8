import { itemDetailCalls } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import {
  estimatePages,
  catalogItems,
  contentItems,
  deliveries,
  galleryKitchens,
  itemLines,
  projects,
  users,
} from '../../src/db/schema.js';
import { seedDomain, viewers } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import type { TestApp } from '../helpers/app.js';

/*
 * One project per customer with everything the calls reach: a batch with parameters,
 * estimates and a published estimate page, item lines, and a gallery kitchen and component.
 * The matrix and the bad-input tests call every route with customer A's ids.
 */

export type MatrixState = Awaited<ReturnType<typeof seedMatrixState>>;

/** POST under /api/v1 as the designer, each call expected to succeed; answers its JSON. */
export async function designerPoster(subject: TestApp) {
  const cookie = await signInAs(subject, viewers.designer);
  return async (url: string, payload?: unknown) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { origin: testOrigin, cookie },
      payload: payload as never,
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
}

export async function seedMatrixState(subject: TestApp) {
  const db = subject.app.database.db;
  const seeded = await seedDomain(subject, { lines: 8 });
  const post = await designerPoster(subject);
  const publish = async (projectId: string, versionId: string, slug: string) => {
    const batch = await post(`/project/${projectId}/create-new-batch`, { name: 'Batch' });
    const base = `/project/${projectId}/batches/${batch.id}`;
    const withParams = await post(`${base}/update-parameters`, {
      country: 'eu',
      size: 'small',
      distance: 'near',
      currency: 'usd',
    });
    const estimates = (await post(`${base}/calculate-batch-estimate`)) as { id: string }[];
    await post(`${base}/create-estimate-page/${versionId}`, { slug });
    const paramsId = withParams.estimateParams.id as string;
    return { batchId: batch.id as string, estimateId: estimates[0]!.id, paramsId };
  };
  const a = await publish(seeded.projectA.id, seeded.versionA.id, 'casey-kitchen-estimate');
  const b = await publish(seeded.projectB.id, seeded.versionB.id, 'olivia-kitchen-estimate');
  const [pageA] = await db
    .select({ id: estimatePages.id })
    .from(estimatePages)
    .where(eq(estimatePages.slug, 'casey-kitchen-estimate'));
  const lines = await db
    .select({ id: itemLines.id, name: itemLines.name })
    .from(itemLines)
    .where(eq(itemLines.designVersionId, seeded.versionA.id));
  const [userA] = await db.select().from(users).where(eq(users.email, viewers.customerA));
  const [component] = await db
    .insert(catalogItems)
    .values({
      category: 'front',
      name: 'Oak front',
      slug: 'oak-front',
      unit: 'piece',
      unitPrice: '10.00',
    })
    .returning();
  await db.insert(galleryKitchens).values({
    slug: 'oak-kitchen',
    name: 'Oak kitchen',
    style: 'modern',
    summary: 'Oak',
    description: 'Oak',
    fromPrice: '1000.00',
    published: true,
  });
  const [contentA] = await db
    .insert(contentItems)
    .values({ name: 'Casey checklist', projectId: seeded.projectA.id, stageKey: 'design-approval' })
    .returning();
  const [deliveryA] = await db
    .insert(deliveries)
    .values({ projectId: seeded.projectA.id, name: 'Casey delivery', trackingLink: null })
    .returning();
  await db.insert(projects).values({ name: 'Template', status: 'design', isDemo: true });
  return {
    ...seeded,
    userA: userA!,
    contentA: contentA!.id,
    deliveryA: deliveryA!.id,
    batchA: a.batchId,
    estimateA: a.estimateId,
    paramsA: a.paramsId,
    batchB: b.batchId,
    slugA: 'casey-kitchen-estimate',
    pageA: pageA!.id,
    lineIdsA: lines.map((line) => line.id),
    componentId: component!.id,
    componentSlug: component!.slug,
    kitchenSlug: 'oak-kitchen',
  };
}

/** Values for the path parameters, by name: customer A's unless a row says otherwise. */
export function defaultParams(state: MatrixState): Record<string, string> {
  return {
    id: state.projectA.id,
    projectId: state.projectA.id,
    versionId: state.versionA.id,
    designVersionId: state.versionA.id,
    batchId: state.batchA,
    slug: state.slugA,
    pageId: state.pageA,
    category: 'front',
  };
}

/** What customer A owns and no one else may be shown: names, ids, e-mails. */
export function customerASecrets(state: MatrixState): string[] {
  return [
    viewers.customerA,
    state.userA.name,
    state.userA.id,
    state.projectA.name,
    state.projectA.id,
    state.versionA.id,
    state.batchA,
    state.estimateA,
    state.slugA,
    state.pageA,
    state.contentA,
    state.deliveryA,
    ...state.lineIdsA,
  ];
}

/** The body of an item-detail call with all of customer A's lines. */
export function detailBody(path: string, state: MatrixState) {
  const call = itemDetailCalls.find((candidate) => candidate.path === path)!;
  return { [call.field]: state.lineIdsA };
}

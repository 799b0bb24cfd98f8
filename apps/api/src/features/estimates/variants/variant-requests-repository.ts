import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import {
  designVersionRenders,
  designVersions,
  estimates,
  itemLines,
  projects,
  users,
  variantRequests,
} from '../../../db/schema.js';
import type { VariantChoices } from '@corner/contracts';
import type { VariantLine } from '@corner/pricing';

/* The reads and writes of 'Ask for this variant' and 'Make a version from it' (decision 61). */

/** The estimate a variant starts from, with its version's options and the project. */
export async function variantEstimate(db: Db | Tx, projectId: string, estimateId: string) {
  const [row] = await db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      currency: estimates.currency,
      snapshot: estimates.snapshot,
      designVersionId: designVersions.id,
      designVersionName: designVersions.name,
      optionGroups: designVersions.optionGroups,
      projectName: projects.name,
      isDemo: projects.isDemo,
      designerId: projects.designerId,
    })
    .from(estimates)
    .innerJoin(designVersions, eq(designVersions.id, estimates.designVersionId))
    .innerJoin(projects, eq(projects.id, designVersions.projectId))
    .where(and(eq(estimates.id, estimateId), eq(designVersions.projectId, projectId)));
  return row ?? null;
}
export type VariantEstimate = NonNullable<Awaited<ReturnType<typeof variantEstimate>>>;

/**
 * Records the customer's choice: their open request on the version is updated (its revision
 * bumped), else a new one is made. Answers the request as stored.
 */
export async function saveVariantRequest(
  db: Db | Tx,
  request: {
    projectId: string;
    designVersionId: string;
    estimateId: string;
    userId: string;
    choices: VariantChoices;
    currency: string;
    shownTotal: string;
    at: Date;
  },
) {
  const { at, ...values } = request;
  const [saved] = await db
    .insert(variantRequests)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [variantRequests.designVersionId, variantRequests.userId],
      targetWhere: isNull(variantRequests.closedAt),
      set: {
        estimateId: values.estimateId,
        choices: values.choices,
        currency: values.currency,
        shownTotal: values.shownTotal,
        updatedAt: at,
        revision: sql`${variantRequests.revision} + 1`,
      },
    })
    .returning();
  return saved!;
}

/** The customer's open request on the version, locked until the transaction ends; null if none. */
export async function openRequestOf(tx: Tx, designVersionId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(variantRequests)
    .where(
      and(
        eq(variantRequests.designVersionId, designVersionId),
        eq(variantRequests.userId, userId),
        isNull(variantRequests.closedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

const requestColumns = {
  request: variantRequests,
  estimateReference: estimates.reference,
  snapshot: estimates.snapshot,
  designVersionName: designVersions.name,
  optionGroups: designVersions.optionGroups,
  customerName: users.name,
  customerEmail: users.email,
};

/** Open requests of a project (of one customer when `userId` is given), oldest first. */
export async function openVariantRequests(db: Db, projectId: string, userId?: string) {
  return db
    .select(requestColumns)
    .from(variantRequests)
    .innerJoin(estimates, eq(estimates.id, variantRequests.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, variantRequests.designVersionId))
    .innerJoin(users, eq(users.id, variantRequests.userId))
    .where(
      and(
        eq(variantRequests.projectId, projectId),
        isNull(variantRequests.closedAt),
        userId ? eq(variantRequests.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(variantRequests.updatedAt))
    .limit(200);
}
export type VariantRequestRow = Awaited<ReturnType<typeof openVariantRequests>>[number];

/** One request, locked until the transaction ends: a second Make a version waits, then finds it closed. */
export async function lockVariantRequest(tx: Tx, projectId: string, requestId: string) {
  const [row] = await tx
    .select(requestColumns)
    .from(variantRequests)
    .innerJoin(estimates, eq(estimates.id, variantRequests.estimateId))
    .innerJoin(designVersions, eq(designVersions.id, variantRequests.designVersionId))
    .innerJoin(users, eq(users.id, variantRequests.userId))
    .where(and(eq(variantRequests.id, requestId), eq(variantRequests.projectId, projectId)))
    .for('update', { of: variantRequests });
  return row ?? null;
}

/** A new version of the project with these lines and the renders of `rendersOf`. */
export async function insertVariantVersion(
  tx: Tx,
  version: {
    projectId: string;
    name: string;
    rendersOf: string;
    lines: readonly VariantLine[];
    at: Date;
  },
) {
  const [created] = await tx
    .insert(designVersions)
    .values({ projectId: version.projectId, name: version.name, createdAt: version.at })
    .returning();
  const id = created!.id;
  if (version.lines.length > 0) {
    await tx.insert(itemLines).values(
      version.lines.map(({ id: _id, ...line }, position) => ({
        ...line,
        designVersionId: id,
        position,
      })),
    );
  }
  const renders = await tx
    .select()
    .from(designVersionRenders)
    .where(eq(designVersionRenders.designVersionId, version.rendersOf));
  if (renders.length > 0) {
    await tx
      .insert(designVersionRenders)
      .values(renders.map((render) => ({ ...render, designVersionId: id })));
  }
  return id;
}

export async function closeVariantRequest(
  tx: Tx,
  requestId: string,
  answer: { closedAt: Date; closedBy: string; newDesignVersionId: string; newEstimateId: string },
) {
  await tx.update(variantRequests).set(answer).where(eq(variantRequests.id, requestId));
}

/** Where the designer is mailed: the project's designer. */

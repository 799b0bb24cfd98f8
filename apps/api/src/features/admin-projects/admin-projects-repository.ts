import {
  type AdminProject,
  notStaffDesignerMessage,
  type ProjectDesignerChoice,
  type ProjectFormRequest,
  type UpdateProjectRequest,
} from '@corner/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  designVersionRenders,
  designVersions,
  estimates,
  itemLines,
  projectCustomers,
  projects,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nextRevision } from '../../lib/revision.js';
import { latestEstimates, shownToCustomersOf } from '../design-versions/index.js';
import { projectReservation } from '../estimates/index.js';
import { entityTrail, recordChange, userTrail, type Audited } from '../audit/index.js';
import { isUuid } from '../projects/index.js';

/* Projects as the back office keeps them: name, status, customers, designer, pinned version. */

async function versionSummaries(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(designVersions)
    .where(eq(designVersions.projectId, projectId))
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lineCounts, renderCounts, estimates] = await Promise.all([
    db
      .select({ id: itemLines.designVersionId, n: count() })
      .from(itemLines)
      .where(inArray(itemLines.designVersionId, ids))
      .groupBy(itemLines.designVersionId),
    db
      .select({ id: designVersionRenders.designVersionId, n: count() })
      .from(designVersionRenders)
      .where(inArray(designVersionRenders.designVersionId, ids))
      .groupBy(designVersionRenders.designVersionId),
    latestEstimates(db, ids),
  ]);
  const lines = new Map(lineCounts.map((row) => [row.id, row.n]));
  const renders = new Map(renderCounts.map((row) => [row.id, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    estimateId: estimates.get(row.id)?.id ?? null,
    lineCount: lines.get(row.id) ?? 0,
    renderCount: renders.get(row.id) ?? 0,
  }));
}

/** What the customers see now, in the words the back office needs (decision 38). */
async function describeShown(db: Db, projectId: string): Promise<AdminProject['shownToCustomers']> {
  const shown = await shownToCustomersOf(db, projectId);
  if (shown.kind === 'page') return { kind: 'page', slug: shown.slug, name: shown.name };
  if (shown.kind === 'nothing') return shown;
  const [pinned] = await db
    .select({ reference: estimates.reference, createdAt: estimates.createdAt })
    .from(estimates)
    .where(eq(estimates.id, shown.estimateId));
  const newest = (await latestEstimates(db, [shown.designVersionId])).get(shown.designVersionId);
  if (!pinned) return { kind: 'nothing' };
  return {
    kind: 'pinned',
    designVersionId: shown.designVersionId,
    reference: pinned.reference,
    issuedAt: pinned.createdAt.toISOString(),
    hasNewerEstimate: newest !== undefined && newest.id !== shown.estimateId,
  };
}

export async function findAdminProject(db: Db, projectId: string): Promise<AdminProject | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return null;
  const [customers, versions, shownToCustomers, reservation] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(projectCustomers)
      .innerJoin(users, eq(users.id, projectCustomers.userId))
      .where(eq(projectCustomers.projectId, projectId))
      .orderBy(asc(users.email)),
    versionSummaries(db, projectId),
    describeShown(db, projectId),
    projectReservation(db, projectId),
  ]);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    activeDesignVersionId: row.activeDesignVersionId,
    shownToCustomers,
    designerId: row.designerId,
    reservation,
    revision: row.revision,
    customers,
    designVersions: versions,
  };
}

/** The customers' user ids, creating a customer for each e-mail without an account. */
/** A customer a project is made for: the e-mail, and the name and phone a new account gets. */
export interface ProjectCustomer {
  email: string;
  name?: string;
  phone?: string | null;
}

/**
 * The customer accounts with these e-mails, made when missing (named after the address unless
 * a name is given). A staff member's e-mail is refused with `refuseStaff` (400 by default: the
 * form named them).
 */
export async function findOrMakeCustomers(
  tx: Tx,
  wanted: ProjectCustomer[],
  refuseStaff: (message: string) => AppError = (message) => AppError.badRequest(message),
): Promise<{ id: string; email: string; isNew: boolean }[]> {
  const byEmail = new Map(wanted.map((customer) => [customer.email, customer]));
  const existing = await tx
    .select()
    .from(users)
    .where(inArray(users.email, [...byEmail.keys()]));
  const staff = existing.find((user) => user.type !== 'customer');
  if (staff) throw refuseStaff(`${staff.email} is a staff account, not a customer`);
  const known = new Set(existing.map((user) => user.email));
  const fresh = [...byEmail.values()].filter((customer) => !known.has(customer.email));
  const created =
    fresh.length === 0
      ? []
      : await tx
          .insert(users)
          .values(
            fresh.map(({ email, name, phone }) => ({
              email,
              name: name ?? email.split('@')[0]!,
              phone: phone ?? null,
              type: 'customer' as const,
            })),
          )
          .onConflictDoNothing()
          .returning();
  if (created.length !== fresh.length)
    throw AppError.conflict('Try again: a customer was just added');
  return [
    ...existing.map((user) => ({ id: user.id, email: user.email, isNew: false })),
    ...created.map((user) => ({ id: user.id, email: user.email, isNew: true })),
  ];
}

async function setCustomers(tx: Tx, projectId: string, userIds: string[]) {
  await tx.delete(projectCustomers).where(eq(projectCustomers.projectId, projectId));
  await tx.insert(projectCustomers).values(userIds.map((userId) => ({ projectId, userId })));
}

/** The staff a project's designer is chosen from, by name. */
export async function designerChoices(db: Db | Tx): Promise<ProjectDesignerChoice[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(ne(users.type, 'customer'))
    .orderBy(asc(users.name), asc(users.email));
}

/** The designer a form chose: a staff member's id, or null; anyone else answers 400. */
async function chosenDesigner(tx: Tx, designerId: string | null): Promise<string | null> {
  if (designerId === null) return null;
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, designerId), ne(users.type, 'customer')));
  if (!staff) throw AppError.badRequest(notStaffDesignerMessage);
  return staff.id;
}

/** A project as the audit trail records it: customers and designer by e-mail. */
interface ProjectShown {
  id: string;
  name: string;
  status: string;
  customers: string;
  designer: string | null;
}

/** How the audit trail records projects (issue 39). */
const projectTrail = entityTrail<ProjectShown>({
  kind: 'project',
  label: (row) => row.name,
  projectId: (row) => row.id,
  fields: [
    { field: 'name', label: 'Project name' },
    { field: 'status', label: 'Status' },
    { field: 'customers', label: 'Customers' },
    { field: 'designer', label: 'Designer' },
  ],
});

/** The project as the trail shows it, in the caller's transaction. */
async function projectShown(tx: Tx, projectId: string): Promise<ProjectShown> {
  const [[project], customers] = await Promise.all([
    tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        designer: users.email,
      })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.designerId))
      .where(eq(projects.id, projectId)),
    tx
      .select({ email: users.email })
      .from(projectCustomers)
      .innerJoin(users, eq(users.id, projectCustomers.userId))
      .where(eq(projectCustomers.projectId, projectId))
      .orderBy(asc(users.email)),
  ]);
  return { ...project!, customers: customers.map((customer) => customer.email).join(', ') };
}

/** The customers' user ids, recording each account made for a new e-mail. */
async function customerIds(tx: Tx, emails: string[], audit: Audited): Promise<string[]> {
  const customers = await findOrMakeCustomers(
    tx,
    emails.map((email) => ({ email })),
  );
  const made = customers.filter((customer) => customer.isNew).map((customer) => customer.id);
  if (made.length > 0) {
    const rows = await tx.select().from(users).where(inArray(users.id, made));
    for (const row of rows) {
      await userTrail.changed(tx, audit, `added ${row.email} as customer`, null, row);
    }
  }
  return customers.map((customer) => customer.id);
}

/**
 * Creates the project and its customers; answers its id. Its designer is the one the form
 * chose, else whoever creates it.
 */
export async function createProject(
  db: Db,
  request: ProjectFormRequest,
  creatorId: string,
  audit: Audited,
): Promise<string> {
  return db.transaction(async (tx) => {
    const ids = await customerIds(tx, request.customerEmails, audit);
    const designerId = await chosenDesigner(tx, request.designerId ?? creatorId);
    const project = await insertProject(tx, { ...request, designerId }, ids);
    const shown = await projectShown(tx, project.id);
    await projectTrail.changed(tx, audit, `added project ${shown.name}`, null, shown);
    return project.id;
  });
}

/** A new project with its customers (their user ids), in the caller's transaction. */
export async function insertProject(
  tx: Tx,
  values: Pick<typeof projects.$inferInsert, 'name' | 'status' | 'designerId'>,
  customerIds: string[],
) {
  const [project] = await tx
    .insert(projects)
    .values({ name: values.name, status: values.status, designerId: values.designerId })
    .returning({ id: projects.id, name: projects.name });
  await setCustomers(tx, project!.id, customerIds);
  return project!;
}

/**
 * Saves name, status, customers and designer; answers the user ids of the customers before and after.
 * A save from an older revision than the stored one answers 409 and changes nothing.
 */
export async function updateProject(
  db: Db,
  projectId: string,
  request: UpdateProjectRequest,
  audit: Audited,
) {
  return db.transaction(async (tx) => {
    // One save at a time per project: the customer list is replaced as a whole.
    const [current] = await tx
      .select({ revision: projects.revision })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!current) throw AppError.notFound('Project');
    if (current.revision !== request.revision) throw AppError.staleRevision('project');
    const before = await tx
      .select({ userId: projectCustomers.userId })
      .from(projectCustomers)
      .where(eq(projectCustomers.projectId, projectId));
    const shownBefore = await projectShown(tx, projectId);
    const ids = await customerIds(tx, request.customerEmails, audit);
    const designer =
      request.designerId === undefined
        ? {}
        : { designerId: await chosenDesigner(tx, request.designerId) };
    await tx
      .update(projects)
      .set({
        name: request.name,
        status: request.status,
        ...designer,
        revision: nextRevision(projects.revision),
      })
      .where(eq(projects.id, projectId));
    await setCustomers(tx, projectId, ids);
    const shownAfter = await projectShown(tx, projectId);
    const summary = `changed project ${shownAfter.name}`;
    await projectTrail.changed(tx, audit, summary, shownBefore, shownAfter);
    return [...before.map((row) => row.userId), ...ids];
  });
}

/** A version's name for the trail, or its id when it is gone; null for none. */
async function versionName(tx: Tx, versionId: string | null) {
  if (versionId === null) return null;
  const [row] = await tx
    .select({ name: designVersions.name })
    .from(designVersions)
    .where(eq(designVersions.id, versionId));
  return row?.name ?? versionId;
}

/** An estimate's reference for the trail, or its id when it is gone; null for none. */
async function estimateReference(tx: Tx, estimateId: string | null) {
  if (estimateId === null) return null;
  const [row] = await tx
    .select({ reference: estimates.reference })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  return row?.reference ?? estimateId;
}

/**
 * Pins a version of the project with its newest estimate, which customers then see until a
 * page is published or staff pin again (decision 38); null unpins. Answers 'unknown' when the
 * version is not the project's, 'not-estimated' when it has no estimate to show.
 */
export async function pinDesignVersion(
  db: Db,
  projectId: string,
  versionId: string | null,
  audit: Audited,
) {
  if (versionId !== null && !isUuid(versionId)) return 'unknown';
  return db.transaction(async (tx) => {
    let estimateId: string | null = null;
    if (versionId !== null) {
      const [version] = await tx
        .select({ id: designVersions.id })
        .from(designVersions)
        .where(and(eq(designVersions.id, versionId), eq(designVersions.projectId, projectId)));
      if (!version) return 'unknown';
      estimateId = (await latestEstimates(tx, [versionId])).get(versionId)?.id ?? null;
      if (!estimateId) return 'not-estimated';
    }
    const [before] = await tx
      .select({
        name: projects.name,
        activeDesignVersionId: projects.activeDesignVersionId,
        activeEstimateId: projects.activeEstimateId,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    await tx
      .update(projects)
      .set({ activeDesignVersionId: versionId, activeEstimateId: estimateId })
      .where(eq(projects.id, projectId));
    const shown = [
      {
        field: 'activeDesignVersionId',
        label: 'Version shown to customers',
        from: await versionName(tx, before!.activeDesignVersionId),
        to: await versionName(tx, versionId),
      },
      {
        field: 'activeEstimateId',
        label: 'Estimate shown to customers',
        from: await estimateReference(tx, before!.activeEstimateId),
        to: await estimateReference(tx, estimateId),
      },
    ];
    const { from: unpinned, to: pinned } = shown[0]!;
    await recordChange(tx, audit, {
      summary:
        pinned === null
          ? `unpinned ${unpinned ?? 'the pinned version'} in project ${before!.name}`
          : `pinned ${pinned} in project ${before!.name}`,
      entity: { kind: 'project', id: projectId, label: before!.name },
      projectId,
      changes: shown.filter((change) => change.from !== change.to),
    });
    return 'pinned';
  });
}

/** The project's customer with this id, or undefined. */
export async function findProjectCustomer(db: Db, projectId: string, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(projectCustomers)
    .innerJoin(users, eq(users.id, projectCustomers.userId))
    .where(and(eq(projectCustomers.projectId, projectId), eq(projectCustomers.userId, userId)));
  return row;
}

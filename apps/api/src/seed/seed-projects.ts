import { addDays, planStages, type OptionGroupRequest } from '@corner/contracts';
import { priceListVersion1 } from '@corner/pricing';
import {
  type DemoBatch,
  demoContent,
  demoDesignerEmail,
  demoEstimateIncluded,
  demoReservationExplainer,
  demoAcceptanceTerms,
  demoSignOffTerms,
  demoWelcomeNextStep,
  type DemoDesignVersion,
  type DemoOptionGroup,
  type DemoProject,
  demoProjects,
} from '@corner/demo';
import {
  batchDesignVersions,
  batches,
  contentItems,
  deliveries,
  designVersionRenders,
  designVersions,
  estimatePages,
  estimateParams,
  estimates,
  itemLines,
  priceLists,
  projectCustomers,
  projects,
  reservations,
  substages,
} from '../db/schema.js';
import { desc, eq } from 'drizzle-orm';
import { saveVersionOptions } from '../features/admin-projects/index.js';
import { columnsOf } from '../features/batches/index.js';
import type { Tx } from '../db/client.js';
import { calculateAndStore } from '../features/estimates/index.js';
import type { NewImageRow } from '../images/image-store.js';

/*
 * Loads the demo projects inside the demo transaction: versions with catalog lines and drawn
 * renders, batches with parameters, estimates calculated by the API's own calculation (the
 * pricing package), a published estimate page, the timeline's substages and a delivery.
 */

export interface CatalogRef {
  id: string;
  category: (typeof itemLines.$inferInsert)['category'];
  name: string;
  unit: string;
  unitPrice: string;
  imageId?: string | null;
}

export interface DemoProjectRefs {
  userIdByEmail: ReadonlyMap<string, string>;
  catalogByName: ReadonlyMap<string, CatalogRef>;
  /** Per design version of `demoProjects` (in order), its drawn renders (already inserted). */
  versionRenders: NewImageRow[][];
  now: Date;
}

const dayMs = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

function linesOf(version: DemoDesignVersion, id: string, refs: DemoProjectRefs) {
  return version.lines.map((line, position) => {
    const item = refs.catalogByName.get(line.item);
    if (!item) throw new Error(`Demo version "${version.name}": no catalog item "${line.item}"`);
    return {
      designVersionId: id,
      category: item.category,
      catalogItemId: item.id,
      name: item.name,
      imageId: item.imageId ?? null,
      quantity: line.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      position,
    };
  });
}

async function insertBatch(
  tx: Tx,
  project: { id: string; name: string },
  batch: DemoBatch,
  versionIds: string[],
  now: Date,
) {
  const [params] = await tx.insert(estimateParams).values(columnsOf(batch.params)).returning();
  const [row] = await tx
    .insert(batches)
    .values({
      projectId: project.id,
      name: batch.name,
      estimateParamsId: params!.id,
      createdAt: daysBefore(now, batch.daysAgo),
    })
    .returning();
  const members = batch.versions.map((index) => versionIds[index]!);
  await tx
    .insert(batchDesignVersions)
    .values(members.map((designVersionId) => ({ batchId: row!.id, designVersionId })));
  const calculatedAt = daysBefore(now, batch.estimatedDaysAgo);
  const estimated = batch.estimated.map((index) => versionIds[index]!);
  await calculateAndStore(tx, estimated, params!, row!.id, calculatedAt);
  if (batch.pageSlug) {
    await tx.insert(estimatePages).values({
      batchId: row!.id,
      designVersionId: members.at(-1)!,
      name: `${project.name} estimate`,
      slug: batch.pageSlug,
      createdAt: calculatedAt,
    });
  }
}

async function insertTimeline(tx: Tx, projectId: string, project: DemoProject, startDate: string) {
  const stages = planStages({
    startDate,
    productionComplexity: project.productionComplexity,
    deliveryMethod: project.deliveryMethod,
  });
  const rows = await tx
    .insert(substages)
    .values(
      stages.map((stage, position) => ({
        projectId,
        key: stage.key,
        name: stage.name,
        startDate: stage.startDate,
        endDate: stage.endDate,
        position,
      })),
    )
    .returning();
  if (!project.delivery) return;
  await tx.insert(deliveries).values({
    projectId,
    substageId: rows.find((row) => row.key === 'delivery')!.id,
    name: project.delivery.name,
    trackingLink: project.delivery.trackingLink,
  });
}

/** A demo option group as the back office would send it. */
function optionRequestOf(
  group: DemoOptionGroup,
  lines: { id: string; name: string }[],
  refs: DemoProjectRefs,
): OptionGroupRequest {
  const catalogId = (name: string) => {
    const item = refs.catalogByName.get(name);
    if (!item) throw new Error(`Demo option "${group.label}": no catalog item "${name}"`);
    return item.id;
  };
  const { id, label } = group;
  switch (group.kind) {
    case 'swap': {
      const line = lines.find((candidate) => candidate.name === group.line);
      if (!line) throw new Error(`Demo option "${label}": no line "${group.line}"`);
      const catalogItemIds = group.items.map(catalogId);
      return { id, label, kind: 'swap', lineId: line.id, optional: group.optional, catalogItemIds };
    }
    case 'add':
      return {
        id,
        label,
        kind: 'add',
        items: group.items.map((item) => ({
          catalogItemId: catalogId(item.item),
          quantity: Number(item.quantity),
        })),
      };
    default:
      return { id, label, kind: group.kind };
  }
}

/** Pins the version with its newest estimate, as the back office's Pin does; answers it. */
async function pinVersion(tx: Tx, projectId: string, versionId: string) {
  const [newest] = await tx
    .select({ id: estimates.id })
    .from(estimates)
    .where(eq(estimates.designVersionId, versionId))
    .orderBy(desc(estimates.createdAt), desc(estimates.id))
    .limit(1);
  if (!newest) throw new Error('A pinned demo version needs an estimate');
  await tx
    .update(projects)
    .set({ activeDesignVersionId: versionId, activeEstimateId: newest.id })
    .where(eq(projects.id, projectId));
  return newest.id;
}

async function insertProject(
  tx: Tx,
  project: DemoProject,
  refs: DemoProjectRefs,
  renders: NewImageRow[][],
) {
  const today = refs.now.toISOString().slice(0, 10);
  const startDate = addDays(today, project.startInDays);
  const [row] = await tx
    .insert(projects)
    .values({
      name: project.name,
      status: project.status,
      isDemo: project.isDemo,
      startDate,
      productionComplexity: project.productionComplexity,
      deliveryMethod: project.deliveryMethod,
      designerId: refs.userIdByEmail.get(demoDesignerEmail) ?? null,
      createdAt: daysBefore(refs.now, project.daysAgo),
    })
    .returning();
  const projectId = row!.id;
  if (project.customers.length > 0) {
    await tx.insert(projectCustomers).values(
      project.customers.map((email) => {
        const userId = refs.userIdByEmail.get(email);
        if (!userId) throw new Error(`Demo project "${project.name}": no user ${email}`);
        return { projectId, userId };
      }),
    );
  }
  const versions = await tx
    .insert(designVersions)
    .values(
      project.versions.map((version) => ({
        projectId,
        name: version.name,
        createdAt: daysBefore(refs.now, version.daysAgo),
      })),
    )
    .returning();
  const versionIds = versions.map((version) => version.id);
  const lines = await tx
    .insert(itemLines)
    .values(
      project.versions.flatMap((version, index) => linesOf(version, versionIds[index]!, refs)),
    )
    .returning({
      id: itemLines.id,
      designVersionId: itemLines.designVersionId,
      name: itemLines.name,
    });
  for (const [index, version] of project.versions.entries()) {
    if (!version.options) continue;
    const own = lines.filter((line) => line.designVersionId === versionIds[index]);
    await saveVersionOptions(
      tx,
      { id: versionIds[index]!, optionGroups: [] },
      { groups: version.options.map((group) => optionRequestOf(group, own, refs)) },
    );
  }
  await tx.insert(designVersionRenders).values(
    renders.flatMap((own, index) =>
      own.map((image, position) => ({
        designVersionId: versionIds[index]!,
        imageId: image.id!,
        position,
      })),
    ),
  );
  for (const batch of project.batches) {
    await insertBatch(tx, { id: projectId, name: project.name }, batch, versionIds, refs.now);
  }
  if (project.pinnedVersion !== undefined) {
    const estimateId = await pinVersion(tx, projectId, versionIds[project.pinnedVersion]!);
    if (project.reservedDaysAgo !== undefined) {
      // As the payment provider's webhook records it, without the provider's details.
      await tx.insert(reservations).values({
        estimateId,
        projectId,
        eventId: `demo-${projectId}`,
        createdAt: daysBefore(refs.now, project.reservedDaysAgo),
      });
    }
  }
  await insertTimeline(tx, projectId, project, startDate);
}

/** The active price list (version 1), the content and every demo project. */
export async function insertDemoProjects(tx: Tx, refs: DemoProjectRefs) {
  await tx
    .insert(priceLists)
    .values({ version: priceListVersion1.version, rates: priceListVersion1, isActive: true })
    .onConflictDoNothing();
  await tx.insert(contentItems).values(
    demoContent.map(({ stage, name, body }, position) => ({
      name,
      body,
      stageKey: stage,
      position,
    })),
  );
  await tx
    .insert(contentItems)
    .values([
      ...demoEstimateIncluded.map(({ slot, name, body }) => ({ slot, name, body })),
      { ...demoReservationExplainer, slot: 'reservation-explainer' as const },
      { ...demoWelcomeNextStep, slot: 'welcome-next-step' as const },
      { ...demoAcceptanceTerms, slot: 'acceptance-terms' as const },
      { ...demoSignOffTerms, slot: 'sign-off-terms' as const },
    ]);
  let next = 0;
  for (const project of demoProjects) {
    const renders = refs.versionRenders.slice(next, next + project.versions.length);
    next += project.versions.length;
    await insertProject(tx, project, refs, renders);
  }
}

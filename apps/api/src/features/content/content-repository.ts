import type { ContentItem, Delivery } from '@corner/contracts';
import { isStaff } from '@corner/contracts';
import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  contentItems,
  deliveries,
  images,
  projectCustomers,
  projects,
  substages,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import type { Viewer } from '../auth/index.js';
import { isUuid } from '../projects/index.js';

/**
 * Content and deliveries a viewer may reach: staff all; a customer shared content, the demo
 * project's, and their own projects' (PRODUCT.md 3). Anything else reads as "not found".
 */
function projectReachable(db: Db, projectId: AnyPgColumn, viewer: Viewer) {
  if (isStaff(viewer.type)) return undefined;
  const own = db
    .select({ one: projectCustomers.projectId })
    .from(projectCustomers)
    .where(and(eq(projectCustomers.projectId, projectId), eq(projectCustomers.userId, viewer.id)));
  const demo = db
    .select({ one: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.isDemo, true)));
  return or(exists(own), exists(demo));
}

/** The items with these ids, in the order asked; null when any is missing or out of reach. */
export async function findContentItems(
  db: Db,
  ids: readonly string[],
  viewer: Viewer,
): Promise<ContentItem[] | null> {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !isUuid(id))) return null;
  const rows = await db
    .select({ item: contentItems, image: images })
    .from(contentItems)
    .leftJoin(images, eq(images.id, contentItems.imageId))
    .where(
      and(
        inArray(contentItems.id, unique),
        isStaff(viewer.type)
          ? undefined
          : or(
              isNull(contentItems.projectId),
              projectReachable(db, contentItems.projectId, viewer),
            ),
      ),
    );
  if (rows.length !== unique.length) return null;
  const byId = new Map(
    rows.map(({ item, image }) => [
      item.id,
      { id: item.id, name: item.name, body: item.body, image: image ? toImage(image) : null },
    ]),
  );
  return ids.map((id) => byId.get(id)!);
}

/** Linked to the substage, or linked to none while the substage is of the same project. */
function onSubstage(db: Db, substageId: string) {
  const sameProject = db
    .select({ one: substages.id })
    .from(substages)
    .where(and(eq(substages.id, substageId), eq(substages.projectId, deliveries.projectId)));
  return or(
    eq(deliveries.substageId, substageId),
    and(isNull(deliveries.substageId), exists(sameProject)),
  );
}

/** A delivery the viewer may reach, optionally only when it belongs to the given substage. */
export async function findDelivery(
  db: Db,
  id: string,
  substageId: string | undefined,
  viewer: Viewer,
): Promise<Delivery | null> {
  if (!isUuid(id) || (substageId !== undefined && !isUuid(substageId))) return null;
  const [row] = await db
    .select({ delivery: deliveries, image: images })
    .from(deliveries)
    .leftJoin(images, eq(images.id, deliveries.imageId))
    .where(
      and(
        eq(deliveries.id, id),
        substageId === undefined ? undefined : onSubstage(db, substageId),
        projectReachable(db, deliveries.projectId, viewer),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { delivery, image } = row;
  return {
    id: delivery.id,
    name: delivery.name,
    image: image ? toImage(image) : null,
    trackingLink: delivery.trackingLink,
  };
}

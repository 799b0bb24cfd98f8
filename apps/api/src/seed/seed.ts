import { sql } from 'drizzle-orm';
import { demoCatalog, demoKitchens, demoProjects, demoUsers } from '@corner/demo';
import type { Db, Tx } from '../db/client.js';
import {
  catalogItems,
  galleryKitchenComponents,
  galleryKitchenRenders,
  galleryKitchens,
  images,
  users,
} from '../db/schema.js';
import type { ImageStore } from '../images/image-store.js';
import { componentSlug } from '../features/admin-catalog/index.js';
import { drawDemoPictures, type DemoPictures } from './pictures.js';
import { insertDemoProjects } from './seed-projects.js';

/*
 * The demo company, loaded into an empty database (one without users) in one transaction.
 * Pictures are drawn first, outside the transaction; if the load does not happen (another
 * instance was faster, or it failed) their files are removed again.
 */

const demoLockKey = 7_241_001;

const hasUsers = async (db: Db) => (await db.$count(users)) > 0;

const allPictures = (pictures: DemoPictures) => [
  ...pictures.items,
  ...pictures.renders.flat(),
  ...pictures.versions.flat(),
];

async function insertDemo(tx: Tx, pictures: DemoPictures, now: Date) {
  const people = await tx.insert(users).values(demoUsers).returning();
  await tx.insert(images).values(allPictures(pictures));
  const slugs = demoCatalog.reduce<string[]>(
    (taken, item) => [...taken, componentSlug(item.name, taken)],
    [],
  );
  const items = demoCatalog.map((item, index) => ({
    id: crypto.randomUUID(),
    category: item.category,
    name: item.name,
    slug: slugs[index]!,
    description: item.description,
    unit: item.unit,
    unitPrice: item.unitPrice,
    isPublic: item.isPublic ?? true,
    imageId: pictures.items[index]!.id,
  }));
  await tx.insert(catalogItems).values(items);
  const itemIdByName = new Map(items.map((item) => [item.name, item.id]));
  const newest = Date.now();
  const kitchens = demoKitchens.map((kitchen, index) => ({
    id: crypto.randomUUID(),
    slug: kitchen.slug,
    name: kitchen.name,
    style: kitchen.style,
    summary: kitchen.summary,
    description: kitchen.description,
    fromPrice: kitchen.fromPrice,
    coverImageId: pictures.renders[index]![0]!.id,
    published: true,
    createdAt: new Date(newest - index * 60_000),
  }));
  await tx.insert(galleryKitchens).values(kitchens);
  await tx.insert(galleryKitchenRenders).values(
    kitchens.flatMap((kitchen, index) =>
      pictures.renders[index]!.map((image, position) => ({
        kitchenId: kitchen.id,
        imageId: image.id!,
        position,
      })),
    ),
  );
  await tx.insert(galleryKitchenComponents).values(
    kitchens.flatMap((kitchen, index) =>
      demoKitchens[index]!.components.map((name, position) => {
        const catalogItemId = itemIdByName.get(name);
        if (!catalogItemId) throw new Error(`Demo kitchen ${kitchen.slug}: no item "${name}"`);
        return { kitchenId: kitchen.id, catalogItemId, position };
      }),
    ),
  );
  await insertDemoProjects(tx, {
    userIdByEmail: new Map(people.map((person) => [person.email, person.id])),
    catalogByName: new Map(items.map((item) => [item.name, item])),
    versionRenders: pictures.versions,
    now,
  });
}

async function removePictures(store: ImageStore, pictures: DemoPictures) {
  await Promise.all(allPictures(pictures).map((row) => store.removeFiles(row)));
}

/** Loads the demo company when the database has no users; says whether it did. */
export async function loadDemoDataIfEmpty(db: Db, store: ImageStore): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const versions = demoProjects.flatMap((project) => project.versions);
  const pictures = await drawDemoPictures(store, demoCatalog, demoKitchens, versions);
  try {
    const loaded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${demoLockKey})`);
      if (await hasUsers(tx)) return false;
      await insertDemo(tx, pictures, new Date());
      return true;
    });
    if (!loaded) await removePictures(store, pictures);
    return loaded;
  } catch (error) {
    await removePictures(store, pictures);
    throw error;
  }
}

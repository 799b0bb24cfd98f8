import type { CatalogCategory } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import {
  designVersionRenders,
  designVersions,
  estimates,
  images,
  itemLines,
  projectCustomers,
  projects,
  users,
} from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import { signInAs, testOrigin } from './sessions.js';

/** The five callers of the authorization matrix. */
export const viewers = {
  anonymous: undefined,
  customerA: 'casey@corner.test',
  customerB: 'olivia@corner.test',
  designer: 'dana@corner.test',
  admin: 'alex@corner.test',
} as const;
export type ViewerRole = keyof typeof viewers;

const categories: CatalogCategory[] = ['front', 'box', 'hardware', 'countertop'];

/** Customers A and B with a project each; staff; versions with `lines` item lines each. */
export async function seedDomain(subject: TestApp, options: { lines?: number } = {}) {
  const db = subject.app.database.db;
  const people = await db
    .insert(users)
    .values([
      { email: viewers.customerA, name: 'Casey', type: 'customer' },
      { email: viewers.customerB, name: 'Olivia', type: 'customer' },
      { email: viewers.designer, name: 'Dana', type: 'designer' },
      { email: viewers.admin, name: 'Alex', type: 'admin' },
    ])
    .returning();
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      { name: 'Casey kitchen', status: 'estimation' },
      { name: 'Olivia kitchen', status: 'estimation' },
    ])
    .returning();
  await db.insert(projectCustomers).values([
    { projectId: projectA!.id, userId: people[0]!.id },
    { projectId: projectB!.id, userId: people[1]!.id },
  ]);
  const versionA = await addVersion(subject, projectA!.id, 'Version A', options.lines ?? 2);
  const versionB = await addVersion(subject, projectB!.id, 'Version B', options.lines ?? 2);
  return { projectA: projectA!, projectB: projectB!, versionA, versionB };
}

export async function addVersion(subject: TestApp, projectId: string, name: string, lines: number) {
  const db = subject.app.database.db;
  const [version] = await db.insert(designVersions).values({ projectId, name }).returning();
  const id = version!.id;
  if (lines > 0) {
    await db.insert(itemLines).values(
      Array.from({ length: lines }, (_, index) => ({
        designVersionId: id,
        category: categories[index % categories.length]!,
        name: `Line ${index + 1}`,
        quantity: '2',
        unit: 'piece',
        unitPrice: '100.50',
        position: index,
      })),
    );
  }
  const [image] = await db
    .insert(images)
    .values({
      filename: `${name}.png`,
      width: 800,
      height: 600,
      smallKey: 's',
      largeKey: 'l',
      fullKey: 'f',
    })
    .returning();
  await db
    .insert(designVersionRenders)
    .values({ designVersionId: id, imageId: image!.id, position: 0 });
  await subject.app.cache.invalidateProject(projectId); // as every write of a project does
  return version!;
}

/** A stored estimate of a version, with fixed amounts. */
export async function addEstimate(subject: TestApp, designVersionId: string) {
  const [estimate] = await subject.app.database.db
    .insert(estimates)
    .values({
      designVersionId,
      currency: 'usd',
      materialsCost: '100.00',
      componentsCost: '50.00',
      countertopCost: '0.00',
      assemblyCost: '0.00',
      deliveryCost: '1200.00',
      measurementsCost: '0.00',
      installationCost: '0.00',
      totalCost: '1350.00',
      validUntil: '2030-01-31',
      priceListVersion: 1,
      snapshot: {},
    })
    .returning();
  const [version] = await subject.app.database.db
    .select({ projectId: designVersions.projectId })
    .from(designVersions)
    .where(eq(designVersions.id, designVersionId));
  await subject.app.cache.invalidateProject(version!.projectId);
  return estimate!;
}

/** A project with no customers and no versions. */
export async function addProject(subject: TestApp, name: string) {
  const [project] = await subject.app.database.db
    .insert(projects)
    .values({ name, status: 'estimation' })
    .returning();
  return project!;
}

/** The back office's Pin, as the designer: the version with its newest estimate (decision 38). */
export async function pinVersion(subject: TestApp, projectId: string, designVersionId: string) {
  const pinned = await subject.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/projects/${projectId}/active-design-version`,
    headers: { origin: testOrigin, cookie: await signInAs(subject, viewers.designer) },
    payload: { designVersionId },
  });
  if (pinned.statusCode !== 200)
    throw new Error(`Pin answered ${pinned.statusCode}: ${pinned.body}`);
}

import { seedDomain, viewers } from '../../testing/domain-fixtures.js';
import { signInAs, testOrigin } from '../../testing/sessions.js';
import type { TestApp } from '../../testing/test-app.js';

/* Helpers shared by the cache's integration tests. */

/** Queries that read the cached data (not the session or the permission check). */
export const dataQuery = /"(design_versions|batches|estimate_pages|estimates|item_lines)"/;

/** Calls the API of `subject` as the given e-mail (or anonymously). */
export function caller(subject: TestApp) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, as?: string, payload?: unknown) => {
    const headers: Record<string, string> = { origin: testOrigin };
    if (as) headers.cookie = await signInAs(subject, as);
    return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
  };
}

export const usParams = {
  country: 'us',
  size: 'small',
  distance: 'near',
  usPart: 'east',
  deliveryType: 'shipping',
  currency: 'usd',
};

/** The domain of domain-fixtures.ts, with a batch in project A (no parameters yet). */
export async function seedWithBatch(subject: TestApp) {
  const seeded = await seedDomain(subject);
  const call = caller(subject);
  const projectUrl = `/project/${seeded.projectA.id}`;
  const batch = await call('POST', `${projectUrl}/create-new-batch`, viewers.designer, {
    name: 'First',
  });
  const batchId = batch.json().id as string;
  return { ...seeded, projectUrl, batchId, batchUrl: `${projectUrl}/batches/${batchId}` };
}

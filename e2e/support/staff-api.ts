import { expect, type APIRequestContext } from '@playwright/test';

export type StaffCall = <T>(method: 'GET' | 'POST', path: string, data?: unknown) => Promise<T>;

/** API calls as the signed-in staff member of `request`, each expected to succeed. */
export function staffCall(request: APIRequestContext, origin: string): StaffCall {
  return async <T>(method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await request.fetch(`${origin}/api/v1${path}`, {
      method,
      data,
      headers: { origin },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/**
 * A project of the test's own with one version of four fronts and a batch with its parameters,
 * calculated, through the API (so the demo's pages stay as the other tests expect them).
 */
export async function estimatedProject(call: StaffCall, name: string, customerEmails: string[]) {
  const project = await call<{ id: string }>('POST', '/admin/projects', {
    name,
    status: 'estimation',
    customerEmails,
  });
  const version = await call<{ id: string }>(
    'POST',
    `/admin/projects/${project.id}/design-versions`,
    { name: 'Told oak' },
  );
  const catalog = await call<{ items: { id: string }[] }>(
    'GET',
    '/admin/catalog-search?category=front',
  );
  await call('POST', `/admin/projects/${project.id}/design-versions/${version.id}/lines/catalog`, {
    catalogItemId: catalog.items[0]!.id,
    quantity: 4,
  });
  const batch = await call<{ id: string }>('POST', `/project/${project.id}/create-new-batch`, {
    name: 'Told batch',
  });
  const batchPath = `/project/${project.id}/batches/${batch.id}`;
  await call('POST', `${batchPath}/update-parameters`, {
    country: 'eu',
    size: 'small',
    distance: 'near',
    currency: 'usd',
  });
  const estimates = await call<{ totalCost: number }[]>(
    'POST',
    `${batchPath}/calculate-batch-estimate`,
  );
  return { projectId: project.id, versionId: version.id, batchPath, estimates };
}

import { viewers, type ViewerRole } from '../helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../helpers/sessions.js';
import type { TestApp } from '../helpers/app.js';
import { defaultParams, type MatrixState } from './domain-state.js';
import type { MatrixCall, MatrixRow } from './route-table.js';

/** The path with its parameters filled in, e.g. /api/v1/project/{projectA.id}. */
function fillPath(path: string, params: Record<string, string>) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls the route of a row ("METHOD /api/v1/path") as the caller, with the row's request, or
 * with `call` when given.
 */
export async function callRow(
  context: { subject: TestApp; state: MatrixState },
  key: string,
  row: MatrixRow,
  caller: ViewerRole,
  call?: MatrixCall,
) {
  const { subject, state } = context;
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'DELETE' | 'PUT', string];
  const request = call ?? (await row.call?.(context, caller)) ?? {};
  const email = viewers[caller];
  const headers: Record<string, string> = { origin: testOrigin, ...request.headers };
  if (email) headers.cookie = await signInAs(subject, email);
  return subject.app.inject({
    method,
    url: fillPath(path, { ...defaultParams(state), ...request.params }),
    query: request.query,
    headers,
    payload: request.body as never,
  });
}

import { errorBodySchema } from '@corner/contracts';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import {
  jsonSchemaTransform as zodTransform,
  jsonSchemaTransformObject as zodTransformObject,
} from 'fastify-type-provider-zod';
import { operationIds } from './openapi-operation-ids.js';

/*
 * What the document adds to the routes' own schemas, the same way for every route (decision 27):
 * - its operationId (openapi-operation-ids.ts);
 * - the refusals the app's global hooks give on any route, whether or not the route lists
 *   them: 400 for a NUL character in the address (nul-guard.ts), 403 for a write from
 *   another site (origin-check.ts), 413 and 415 for a body too large or of a type no parser
 *   takes (Fastify's body parsing);
 * - the session cookie as its security requirement exactly when the route answers 401: that
 *   status is the guards' answer to a caller without a session (features/auth/guards.ts);
 *   openapi.int.test.ts holds it to the authorization matrix's route table;
 * - a description of each refusal; the shared error body is one component, `Error` (its id
 *   is given in the contracts).
 */

export const sessionScheme = 'session';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const errorDescriptions: Record<string, string> = {
  '400': 'Bad input: the message says what to change',
  '401': 'Not signed in: no session cookie, or the session has ended',
  '403': 'Not allowed for this caller, or a write not made from the portal itself',
  '404': 'Not found, or not reachable by this caller',
  '409': 'Conflicts with the current state, e.g. a stale revision or a name in use',
  '413': 'The body or upload is too large',
  '415': 'The body is of a type this call does not take',
  '429': 'Too many requests: try again later',
  '500': 'An unexpected failure; the message carries no internals',
  '503': 'The database or another service cannot be reached right now',
};

type Responses = Record<string, unknown>;

function methodsOf(method: string | string[]): string[] {
  return Array.isArray(method) ? method : [method];
}

/** The refusals of the global hooks that this route can meet. */
function globalRefusals(
  method: string | string[],
  schema: FastifySchema,
  originChecked: boolean,
): number[] {
  const writes = methodsOf(method).some((one) => !readMethods.has(one));
  const statuses = [400];
  if (writes && originChecked) statuses.push(403);
  if (schema.body) statuses.push(413, 415);
  return statuses;
}

function withGlobalRefusals(
  method: string | string[],
  schema: FastifySchema,
  originChecked: boolean,
): FastifySchema {
  const responses = { ...(schema.response as Responses | undefined) };
  for (const status of globalRefusals(method, schema, originChecked)) {
    responses[status] ??= errorBodySchema;
  }
  return { ...schema, response: responses };
}

function requiresSession(schema: FastifySchema): boolean {
  return Object.hasOwn((schema.response as Responses | undefined) ?? {}, 401);
}

export const transformRoute: SwaggerTransform = (input) => {
  const { route } = input;
  if (!input.schema) return zodTransform(input);
  // The payment webhook skips the Origin check (decision 37): no 403 to declare there.
  const originChecked = route.config?.originCheck !== false;
  const schema = withGlobalRefusals(route.method, input.schema, originChecked);
  const transformed = zodTransform({ ...input, schema });
  const key = `${methodsOf(route.method).join(',')} ${route.url}`;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      operationId: operationIds[key],
      security: requiresSession(schema) ? [{ [sessionScheme]: [] }] : [],
    },
  };
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0 wants `nullable` next to a `type`; zod writes a nullable union of one type
 * (e.g. `'' | url`) as `{ nullable, anyOf }`. The branches' shared type is named beside it.
 */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (!isObject(node)) return;
  const branches = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
    const types = new Set(branches.map((branch) => (isObject(branch) ? branch.type : undefined)));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string') node.type = type;
  }
  Object.values(node).forEach(typeNullableUnions);
}

/** Says what each refusal means instead of fastify-swagger's "Default Response". */
function describeErrors(paths: unknown): void {
  if (!isObject(paths)) return;
  for (const operations of Object.values(paths)) {
    if (!isObject(operations)) continue;
    for (const operation of Object.values(operations)) {
      const responses = isObject(operation) ? operation.responses : undefined;
      if (!isObject(responses)) continue;
      for (const [status, response] of Object.entries(responses)) {
        const description = errorDescriptions[status];
        if (description && isObject(response)) response.description = description;
      }
    }
  }
}

/** zod writes each component twice, as read and as written; only the used ones stay. */
function dropUnusedComponents(document: JsonObject): void {
  const schemas = isObject(document.components) ? document.components.schemas : undefined;
  if (!isObject(schemas)) return;
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
}

export const transformDocument: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as JsonObject;
  dropUnusedComponents(document);
  typeNullableUnions(document.paths);
  describeErrors(document.paths);
  return document;
};

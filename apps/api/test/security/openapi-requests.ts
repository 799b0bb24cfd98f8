import fc from 'fast-check';

/*
 * Requests generated from the app's own OpenAPI document (made from the routes' zod
 * schemas): mostly well-shaped values, often junk, sometimes ids and slugs that exist, so the
 * fuzzer reaches past validation into the handlers.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, e.g. `/api/v1/project/{id}`. */
  path: string;
  pathParams: string[];
  query: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** The statuses the route declares, e.g. ['200', '400', '404', '500']. */
  statuses: string[];
}

export interface FuzzRequest {
  method: FuzzRoute['method'];
  url: string;
  payload: unknown;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document whose path starts with `prefix`. */
export function routesOf(document: OpenApiDocument, prefix: string): FuzzRoute[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, operations]) =>
      methods
        .filter((method) => operations[method])
        .map((method) => {
          const operation = operations[method]!;
          const parameters = operation.parameters ?? [];
          return {
            method: method.toUpperCase() as FuzzRoute['method'],
            path,
            pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
            query: parameters.filter((p) => p.in === 'query'),
            body: operation.requestBody?.content?.['application/json']?.schema,
            statuses: Object.keys(operation.responses ?? {}),
          };
        }),
    );
}

const hostileStrings = [
  '',
  '   ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00',
  '\u0000',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '-1',
  '1e309',
  'NaN',
  '😀',
];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom(...hostileStrings),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** A value for the schema: usually of its shape (with `known` strings mixed in), else junk. */
export function valueFor(schema: JsonSchema | undefined, known: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: shapedValue(schema, known) },
    { weight: 1, arbitrary: junk },
  );
}

function stringFor(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.string(), fc.constantFrom(...hostileStrings)];
  if (known.length > 0) options.push(fc.constantFrom(...known));
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'date')
    options.push(fc.constantFrom('2026-01-31', '2026-02-30', '1999-12-31'));
  return fc.oneof(...options);
}

function objectFor(schema: JsonSchema, known: string[]): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, valueFor(property, known)]),
    ),
    { requiredKeys: [] },
  );
  // Often every required field, sometimes one unknown field more.
  return fc
    .tuple(record, fc.boolean(), fc.option(fc.string({ minLength: 1, maxLength: 12 })))
    .map(([value, fillRequired, extraKey]) => {
      const object: Record<string, unknown> = { ...value };
      if (fillRequired) {
        for (const key of schema.required ?? []) object[key] ??= 'x';
      }
      if (extraKey !== null) object[extraKey] = 'unexpected';
      return object;
    });
}

function shapedValue(schema: JsonSchema | undefined, known: string[]): fc.Arbitrary<unknown> {
  if (!schema) return junk;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => shapedValue(v, known)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, known);
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER));
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -1, 1.23456, 1e308, 0.1 + 0.2),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, known), { maxLength: 4 });
    case 'object':
      return objectFor(schema, known);
    default:
      return junk;
  }
}

function toQueryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined)
      search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether a value can travel as one path segment: '.' and '..' (even percent-encoded) are dot
 * segments every URL parser resolves away, so no client can send them as a param.
 */
const isSendableSegment = (value: string) => value.length > 0 && value !== '.' && value !== '..';

/** Requests for one route: path params, query and body drawn from its schemas. */
export function requestsFor(route: FuzzRoute, known: string[]): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(
    ...route.pathParams.map(() =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['x'])) },
        { weight: 1, arbitrary: stringFor({}, []).filter(isSendableSegment) },
      ),
    ),
  );
  const query = fc.record(
    Object.fromEntries(route.query.map((p) => [p.name, valueFor(p.schema, known)])),
    { requiredKeys: [] },
  );
  const body = route.body ? valueFor(route.body, known) : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([params, queryValues, payload]) => {
    let path = route.path;
    route.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, encodeURIComponent(String(params[index])));
    });
    return { method: route.method, url: path + toQueryString(queryValues), payload };
  });
}

import { env } from '@/config/env';
import { ApiError, clientErrorCodes } from './api-error';
import { logger } from './logger';

/**
 * The shared client of every API call (spec sections 7 and 8): one base URL, GET, POST, PUT,
 * PATCH and DELETE, cookies of the same origin, and one error type whose messages are the spec's
 * error catalogue word for word. Every failure is logged, and every success's duration.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page, e.g. a record sent as the user leaves the site. */
  keepalive?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since some origin; Date.now by default. */
  now?: () => number;
}

export interface ApiClient {
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

interface ErrorBodyLike {
  error?: unknown;
  code?: unknown;
}

/** Where a relative base URL resolves on the server, which has no page: nowhere real. */
const serverBase = 'http://server.invalid';

/**
 * The URL of a call: absolute on the page's origin in the browser; on the server (a signed-in
 * page's render, src/ssr/render-context.ts), the path and query alone, as the caller's API takes it.
 */
export function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const origin = typeof window === 'undefined' ? serverBase : window.location.href;
  const url = new URL(`${baseUrl}${path}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url.origin === serverBase ? `${url.pathname}${url.search}` : url.toString();
}

function buildInit(method: Method, options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  return init;
}

export function parseJson(text: string): unknown {
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function readErrorBody(text: string): ErrorBodyLike {
  try {
    const body = parseJson(text);
    return body !== null && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** The spec's words for an answer with a failing status. */
export function httpErrorMessage(status: number, path: string, text: string): string {
  const body = readErrorBody(text);
  const details = typeof body.error === 'string' ? body.error : text;
  if (status === 401 || status === 403) {
    return `Authentication error: you don't have access to ${path}`;
  }
  if (status === 404) return `Endpoint ${path} not found`;
  if (status >= 500) return details;
  return `Request failed with status ${status}: ${details}`;
}

export function httpError(
  status: number,
  path: string,
  text: string,
  retryAfter: string | null = null,
): ApiError {
  const body = readErrorBody(text);
  const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
  const details = typeof body.error === 'string' ? body.error : undefined;
  return new ApiError({
    message: httpErrorMessage(status, path, text),
    status,
    code,
    path,
    details,
    // The portal's own limits send Retry-After in seconds.
    retryAfterSeconds: Number(retryAfter) > 0 ? Number(retryAfter) : undefined,
  });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient({
  baseUrl,
  fetch: fetchImpl,
  now = () => Date.now(),
}: ApiClientOptions): ApiClient {
  async function request<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
    const label = `${method} ${path}`;
    const fail = (error: ApiError): never => {
      logger.error(`[api] ${label} failed: ${error.message}`, error);
      throw error;
    };

    let url: string;
    let init: RequestInit;
    try {
      url = buildUrl(baseUrl, path, options.query);
      init = buildInit(method, options);
    } catch (cause) {
      const message = `Request error: ${messageOf(cause)}`;
      return fail(
        new ApiError({ message, status: 0, code: clientErrorCodes.request, path, cause }),
      );
    }

    const started = now();
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(url, init);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      const message = 'Network error: could not connect to server';
      return fail(
        new ApiError({ message, status: 0, code: clientErrorCodes.network, path, cause }),
      );
    }

    let data: unknown;
    try {
      const text = await response.text();
      if (!response.ok) {
        return fail(httpError(response.status, path, text, response.headers.get('retry-after')));
      }
      data = response.status === 204 ? null : parseJson(text);
      if (data === undefined) throw new Error('the response has no data');
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (isAbort(cause)) throw cause;
      const message = `Data fetch error (${path}): ${messageOf(cause)}`;
      return fail(new ApiError({ message, status: 0, code: clientErrorCodes.data, path, cause }));
    }

    logger.debug(`[api] ${label} ${response.status} in ${Math.round(now() - started)} ms`);
    return data as T;
  }

  return {
    get: (path, options = {}) => request('GET', path, options),
    post: (path, body, options = {}) => request('POST', path, { ...options, body }),
    put: (path, body, options = {}) => request('PUT', path, { ...options, body }),
    patch: (path, body, options = {}) => request('PATCH', path, { ...options, body }),
    delete: (path, options = {}) => request('DELETE', path, options),
  };
}

let appFetch: typeof globalThis.fetch = (url, init) => globalThis.fetch(url, init);

/**
 * Sends the app's calls through `fetch` instead of the network: the server entry's, once at
 * start, so a signed-in page's loaders call the API as the page's caller (src/ssr/render-context.ts).
 * Never called in the browser.
 */
export function sendCallsThrough(fetch: typeof globalThis.fetch): void {
  appFetch = fetch;
}

/** The app's client: same-origin /api/v1 in every environment (src/config/env.ts). */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  fetch: (url, init) => appFetch(url, init),
});

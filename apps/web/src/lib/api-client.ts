import { env } from '@/config/env';
import { ApiError, clientErrorCodes } from './api-error';
import { logger } from './logger';

/**
 * The shared client of every API call (spec sections 7 and 8): one base URL, GET, POST, PUT
 * and DELETE, cookies of the same origin, and one error type whose messages are the spec's
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The multipart field the file goes in. */
  field: string;
  /** Called as the browser sends the file (XMLHttpRequest upload progress). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since some origin; Date.now by default. */
  now?: () => number;
  /** Makes the request of an upload; `new XMLHttpRequest()` by default. */
  xhr?: () => XMLHttpRequest;
}

export interface ApiClient {
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST of one file as multipart/form-data, reporting progress (fetch cannot). */
  upload<T>(path: string, file: File, options: UploadOptions): Promise<T>;
}

interface ErrorBodyLike {
  error?: unknown;
  code?: unknown;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const origin = typeof window === 'undefined' ? undefined : window.location.href;
  const url = new URL(`${baseUrl}${path}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
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

function parseJson(text: string): unknown {
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function readErrorBody(text: string): ErrorBodyLike {
  try {
    const body = parseJson(text);
    return body !== null && typeof body === 'object' ? (body as ErrorBodyLike) : {};
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

function httpError(status: number, path: string, text: string): ApiError {
  const body = readErrorBody(text);
  const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
  const details = typeof body.error === 'string' ? body.error : undefined;
  return new ApiError({
    message: httpErrorMessage(status, path, text),
    status,
    code,
    path,
    details,
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** Sends the form with XMLHttpRequest; resolves with the status and text of any answer. */
function sendForm(
  xhr: XMLHttpRequest,
  url: string,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.({ loaded: event.loaded, total: event.total });
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(abortError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function createApiClient({
  baseUrl,
  fetch: fetchImpl,
  now = () => Date.now(),
  xhr: makeXhr = () => new XMLHttpRequest(),
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
      if (!response.ok) return fail(httpError(response.status, path, text));
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

  async function upload<T>(path: string, file: File, options: UploadOptions): Promise<T> {
    const label = `POST ${path}`;
    const fail = (error: ApiError): never => {
      logger.error(`[api] ${label} failed: ${error.message}`, error);
      throw error;
    };
    const form = new FormData();
    form.append(options.field, file, file.name);
    const started = now();
    let answer: { status: number; text: string };
    try {
      answer = await sendForm(makeXhr(), buildUrl(baseUrl, path, {}), form, options);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      const message = 'Network error: could not connect to server';
      return fail(
        new ApiError({ message, status: 0, code: clientErrorCodes.network, path, cause }),
      );
    }
    if (answer.status < 200 || answer.status >= 300) {
      return fail(httpError(answer.status, path, answer.text));
    }
    let data: unknown;
    try {
      data = parseJson(answer.text);
      if (data === undefined) throw new Error('the response has no data');
    } catch (cause) {
      const message = `Data fetch error (${path}): ${messageOf(cause)}`;
      return fail(new ApiError({ message, status: 0, code: clientErrorCodes.data, path, cause }));
    }
    logger.debug(`[api] ${label} ${answer.status} in ${Math.round(now() - started)} ms`);
    return data as T;
  }

  return {
    upload,
    get: (path, options = {}) => request('GET', path, options),
    post: (path, body, options = {}) => request('POST', path, { ...options, body }),
    put: (path, body, options = {}) => request('PUT', path, { ...options, body }),
    delete: (path, options = {}) => request('DELETE', path, options),
  };
}

/** The app's client: same-origin /api/v1 in every environment (src/config/env.ts). */
export const api = createApiClient({ baseUrl: env.apiBaseUrl });

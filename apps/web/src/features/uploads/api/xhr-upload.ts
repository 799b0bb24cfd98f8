import { env } from '@/config/env';
import { buildUrl, httpError, isAbort, messageOf, parseJson } from '@/lib/api-client';
import { ApiError, clientErrorCodes } from '@/lib/api-error';
import { logger } from '@/lib/logger';

/*
 * One file as multipart/form-data through XMLHttpRequest, whose upload progress fetch cannot
 * report. Built on the API client's address, answers and error catalogue (lib/api-client.ts),
 * so an upload fails with the same `ApiError`; kept here so only the staff screens that
 * upload carry it.
 */

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

export interface UploadContext {
  baseUrl: string;
  makeXhr: () => XMLHttpRequest;
  now: () => number;
}

const browserContext: UploadContext = {
  baseUrl: env.apiBaseUrl,
  makeXhr: () => new XMLHttpRequest(),
  now: () => Date.now(),
};

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

/** Sends the file and answers the parsed reply; failures are the client's `ApiError`s. */
export async function uploadFile<T>(
  path: string,
  file: File,
  options: UploadOptions,
  { baseUrl, makeXhr, now }: UploadContext = browserContext,
): Promise<T> {
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
    return fail(new ApiError({ message, status: 0, code: clientErrorCodes.network, path, cause }));
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

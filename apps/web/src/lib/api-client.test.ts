import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@/testing/test-utils';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function clientAnswering(answer: () => Promise<Response>): {
  client: ReturnType<typeof createApiClient>;
  fetch: FetchMock;
} {
  const fetch = vi.fn<typeof globalThis.fetch>(() => answer());
  return { client: createApiClient({ baseUrl: '/api/v1', fetch }), fetch };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: requests', () => {
  it('calls the base path with the query, same-origin cookies and a JSON body', async () => {
    const { client, fetch } = clientAnswering(async () => json({ ok: true }));
    await expect(
      client.post(
        '/project/p1/create-new-batch',
        { name: 'initial estimate' },
        { query: { email: 'a@b.c', skip: undefined } },
      ),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api/v1/project/p1/create-new-batch?email=a%40b.c');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"initial estimate"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('supports GET, PUT and DELETE', async () => {
    const { client, fetch } = clientAnswering(async () => json({}));
    await client.get('/a');
    await client.put('/b', { x: 1 });
    await client.delete('/c');
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('answers null for 204 No Content', async () => {
    const { client } = clientAnswering(async () => new Response(null, { status: 204 }));
    await expect(client.delete('/cache/projects/project/p1')).resolves.toBeNull();
  });
});

describe('api client: the error catalogue (spec section 8)', () => {
  it.each([401, 403])('%i: authentication error naming the path', async (status) => {
    const logged = expectConsoleErrors();
    const { client } = clientAnswering(async () =>
      json({ error: 'No session', code: 'UNAUTHORIZED' }, status),
    );
    const error = await failure(client.get('/user'));
    expect(error.message).toBe("Authentication error: you don't have access to /user");
    expect(error).toMatchObject({ status, code: 'UNAUTHORIZED', path: '/user' });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('404: endpoint not found', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () =>
      json({ error: 'Kitchen not found', code: 'NOT_FOUND' }, 404),
    );
    const error = await failure(client.get('/gallery/kitchens/nope'));
    expect(error.message).toBe('Endpoint /gallery/kitchens/nope not found');
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', isNotFound: true });
  });

  it('500 and above: the error field of the body', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () =>
      json({ error: 'Something broke on our side', code: 'INTERNAL_ERROR' }, 500),
    );
    const error = await failure(client.get('/x'));
    expect(error.message).toBe('Something broke on our side');
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });

  it('500 and above: the raw body text when there is no error field', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () => text('Bad gateway', 502));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe('Bad gateway');
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('other statuses: the status and the error field', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () =>
      json({ error: 'Slug is taken', code: 'CONFLICT' }, 409),
    );
    const error = await failure(client.post('/x', {}));
    expect(error.message).toBe('Request failed with status 409: Slug is taken');
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('other statuses: the status and the body text when there is no error field', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () => text('Too many requests', 429));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe('Request failed with status 429: Too many requests');
  });

  it('no response: network error', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe('Network error: could not connect to server');
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('request setup failure: request error with its message', async () => {
    expectConsoleErrors();
    const { client, fetch } = clientAnswering(async () => json({}));
    const error = await failure(client.post('/x', { amount: 10n }));
    expect(error.message).toBe('Request error: Do not know how to serialize a BigInt');
    expect(error).toMatchObject({ status: 0, code: 'REQUEST_ERROR' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('non-HTTP error: data fetch error with the path and message', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () => text('<!doctype html>', 200));
    const error = await failure(client.get('/gallery/kitchens'));
    expect(error.message).toMatch(/^Data fetch error \(\/gallery\/kitchens\): /);
    expect(error).toMatchObject({ status: 0, code: 'DATA_ERROR' });
  });

  it('a response whose data is undefined is invalid', async () => {
    expectConsoleErrors();
    const { client } = clientAnswering(async () => new Response('', { status: 200 }));
    const error = await failure(client.get('/x'));
    expect(error.message).toBe('Data fetch error (/x): the response has no data');
  });

  it('logs every failure with console.error', async () => {
    const logged = expectConsoleErrors();
    const { client } = clientAnswering(async () =>
      json({ error: 'Nope', code: 'BAD_REQUEST' }, 400),
    );
    await failure(client.get('/x'));
    expect(logged).toHaveBeenCalledWith(
      '[api] GET /x failed: Request failed with status 400: Nope',
      expect.any(ApiError),
    );
  });

  it('passes a cancellation on as it is, without logging it', async () => {
    const { client } = clientAnswering(() =>
      Promise.reject(new DOMException('Aborted', 'AbortError')),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: timing', () => {
  it('logs the duration of a successful call', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { logger } = await import('./logger');
    const spy = vi.spyOn(logger, 'debug');
    let clock = 1_000;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      clock += 42;
      return json([]);
    });
    const client = createApiClient({ baseUrl: '/api/v1', fetch, now: () => clock });
    await client.get('/gallery/kitchens');
    expect(spy).toHaveBeenCalledWith('[api] GET /gallery/kitchens 200 in 42 ms');
    expect(debug).not.toHaveBeenCalled();
  });
});

describe('isUnknownResourceError', () => {
  it('is true for a 404 and for a 400 about invalid parameters only', async () => {
    const { isUnknownResourceError } = await import('./api-error');
    const error = (status: number, code: string) =>
      new ApiError({ message: 'x', status, code, path: '/x' });
    expect(isUnknownResourceError(error(404, 'NOT_FOUND'))).toBe(true);
    expect(isUnknownResourceError(error(400, 'VALIDATION_ERROR'))).toBe(true);
    expect(isUnknownResourceError(error(400, 'BAD_REQUEST'))).toBe(false);
    expect(isUnknownResourceError(error(500, 'INTERNAL_ERROR'))).toBe(false);
    expect(isUnknownResourceError(new Error('x'))).toBe(false);
  });
});

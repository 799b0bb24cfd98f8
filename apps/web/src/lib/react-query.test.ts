import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  createQueryClient,
  queryDefaults,
  queryPresets,
  retryDelay,
  shouldRetryQuery,
} from './react-query';

const minute = 60_000;
const apiError = (status: number) =>
  new ApiError({ message: `status ${status}`, status, code: `HTTP_${status}`, path: '/x' });

describe('query rules (spec section 9)', () => {
  it('defaults: fresh 5 min, kept 5 min', () => {
    expect(queryDefaults.staleTime).toBe(5 * minute);
    expect(queryDefaults.gcTime).toBe(5 * minute);
  });

  it('presets: project metadata fresh 5 min, kept 10; design data fresh 10, kept 15', () => {
    expect(queryPresets.projectMeta).toMatchObject({ staleTime: 5 * minute, gcTime: 10 * minute });
    expect(queryPresets.designData).toMatchObject({ staleTime: 10 * minute, gcTime: 15 * minute });
    for (const preset of [queryPresets.projectMeta, queryPresets.designData]) {
      expect(preset.retry(1, apiError(500))).toBe(true);
      expect(preset.retry(2, apiError(500))).toBe(false);
    }
  });

  it('retries twice on server and network errors', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
    expect(shouldRetryQuery(0, apiError(0))).toBe(true);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 429])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('a query client with the defaults', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a failing call three times: at once, after 1 s, after 2 s more', async () => {
    const client = createQueryClient();
    const calls: number[] = [];
    const start = Date.now();
    const queryFn = vi.fn(() => {
      calls.push(Date.now() - start);
      return Promise.reject(apiError(503));
    });
    const result = client.fetchQuery({ queryKey: ['failing'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(calls).toEqual([0, 1_000, 3_000]);
  });

  it('asks once for a 404', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(404)));
    const result = client.fetchQuery({ queryKey: ['missing'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

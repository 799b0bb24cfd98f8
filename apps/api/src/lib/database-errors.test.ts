import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is down, shutting down, starting up or full', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '08006',
    ]) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through a wrapping error and an AggregateError', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('leaves query errors and other faults to the 500 answer', () => {
    for (const error of [withCode('23505'), withCode('42P01'), new TypeError('x is undefined')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  const violation = (constraint?: string) =>
    Object.assign(new Error('duplicate key'), { code: '23505', constraint });

  it('knows 23505, through a wrapping error, and by index when the driver names it', () => {
    expect(isUniqueViolation(violation('batches_project_name_unique'))).toBe(true);
    const wrapped = new Error('Failed query', { cause: violation('batches_project_name_unique') });
    expect(isUniqueViolation(wrapped, 'batches_project_name_unique')).toBe(true);
    expect(isUniqueViolation(violation('users_email_unique'), 'batches_project_name_unique')).toBe(
      false,
    );
    // A driver that does not name the index: the code alone decides.
    expect(isUniqueViolation(violation(), 'batches_project_name_unique')).toBe(true);
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

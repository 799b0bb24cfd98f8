/*
 * Failures that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the server is down, restarting or refusing connections. The error handler answers
 * them 503 with a message (the caller may retry), never 500; the pool reconnects by itself once
 * the server is back.
 */

// Node socket errors met when a server is down or a connection drops.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server going away: class 08 (connection exception) is matched by prefix;
// 57P01-57P03 admin/crash shutdown and "starting up"; 53300 too many connections.
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres reports some of its own connection failures by message only.
const driverMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /cannot use a pool after calling end/i,
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/** True when `error`, or an error it wraps (drizzle's `cause`, an AggregateError), is one. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The message of the 503 answer while the database is down. */
export const databaseUnavailableMessage =
  'The database is unavailable at the moment; please try again shortly';

/**
 * A unique index refused the write (SQLSTATE 23505, as PostgreSQL and PGlite both report it,
 * possibly wrapped by drizzle). With `constraint`, only when that index refused it, where the
 * driver names it.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object';) {
    const { code, constraint: named } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return constraint === undefined || named === undefined || named === constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

import { isApiError, isUnknownResourceError } from '@/lib/api-error';

/*
 * What a screen says about a failed load (issue 26 point 3). The spec's catalogue (section 8)
 * stays the message of the errors the client builds and logs; on screen, an answer that says
 * the thing is not there or not the caller's reads as a sentence, and offers no Retry, since
 * asking again gives the same answer. 5xx and network failures keep the catalogue's text and
 * their Retry.
 */

/** The address names nothing the caller can see: a 404, a 403, or an id that cannot exist. */
export function isNotThereError(error: unknown): boolean {
  return isUnknownResourceError(error) || (isApiError(error) && error.status === 403);
}

const notThereSentence =
  'We could not find what this page shows: the address may be mistyped, or it is not shared with you.';

/** The details line for an error, or the plain sentence when it is not there. */
export function loadErrorDetails(error: unknown, notThere = notThereSentence): string | undefined {
  if (isNotThereError(error)) return notThere;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

import { isApiError } from '@/lib/api-error';

/** A failed call in words for a form: the server's own message when it sent one. */
export const errorText = (error: Error) =>
  `Error: ${isApiError(error) ? (error.details ?? error.message) : error.message}`;

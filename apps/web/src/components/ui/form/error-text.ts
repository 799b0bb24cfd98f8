import { isApiError } from '@/lib/api-error';

/** A failed call in words for a form: the server's own message when it sent one. */
export function errorText(error: Error): string {
  return `Error: ${isApiError(error) ? (error.details ?? error.message) : error.message}`;
}

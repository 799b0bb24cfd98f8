import type { UserType } from '@corner/contracts';
import { isApiError } from '@/lib/api-error';

export const userTypeOptions = [
  'customer',
  'designer',
  'admin',
] as const satisfies readonly UserType[];

export const userTypeLabels: Record<UserType, string> = {
  customer: 'Customer',
  designer: 'Designer',
  admin: 'Admin',
};

/** A failed call in words for a form: the server's own message when it sent one. */
export function errorText(error: Error): string {
  return `Error: ${isApiError(error) ? (error.details ?? error.message) : error.message}`;
}

import { errorText } from '@/components/ui/form/error-text';
import { isApiError } from '@/lib/api-error';

/** A refusal in words: a 409's sentence as the API wrote it, anything else as forms say it. */
export function refusal(error: Error): string {
  return isApiError(error) && error.status === 409 && error.details
    ? error.details
    : errorText(error);
}

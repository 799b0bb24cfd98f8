import type { MessageAttachment } from '@corner/contracts';
import { uploadLimits } from '@corner/contracts/display';
import { env } from '@/config/env';
import { buildUrl, httpError, parseJson } from '@/lib/api-client';
import { ApiError, clientErrorCodes } from '@/lib/api-error';
import { projectPath } from './project-keys';

export const attachmentsPath = (projectId: string) =>
  `${projectPath(projectId)}/message-attachments`;

/**
 * POST /project/{id}/message-attachments: one picture or PDF for the caller's next message
 * (multipart, the uploads' field); answers the attachment, whose id the message then names.
 * Fails with the API client's errors, the server's sentence in `details`. Shared: the thread's
 * composer and the back office's request for a design sign-off (its drawings) both upload.
 */
export async function uploadAttachment(projectId: string, file: File): Promise<MessageAttachment> {
  const path = attachmentsPath(projectId);
  const form = new FormData();
  form.append(uploadLimits.fieldName, file, file.name);
  let response: Response;
  try {
    response = await fetch(buildUrl(env.apiBaseUrl, path, {}), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    const message = 'Network error: could not connect to server';
    throw new ApiError({ message, status: 0, code: clientErrorCodes.network, path, cause });
  }
  const text = await response.text();
  if (!response.ok) throw httpError(response.status, path, text);
  return parseJson(text) as MessageAttachment;
}

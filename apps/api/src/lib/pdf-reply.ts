import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../images/file-store.js';

/** A stored PDF (a signed record, a receipt) sent as a download under this name. */
export function sendPdfDownload(reply: FastifyReply, file: StoredFile, filename: string) {
  return reply
    .header('content-disposition', contentDisposition(filename, { type: 'attachment' }))
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(file.size))
    .type('application/pdf')
    .send(file.body);
}

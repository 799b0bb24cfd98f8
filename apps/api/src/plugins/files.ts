import { join } from 'node:path';
import { isStaff } from '@corner/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Settings } from '../config/object-storage.js';
import { findProjectFor } from '../features/projects/index.js';
import { AppError } from '../lib/app-error.js';
import type { FileStore } from '../images/file-store.js';
import { filesPrefix } from '../images/image-urls.js';
import { ImageStore } from '../images/image-store.js';
import { accessOfFile, type FileAudience } from '../images/image-uses.js';
import { LocalFileStore } from '../images/local-file-store.js';
import { S3FileStore } from '../images/s3-file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export interface FilesPluginOptions {
  dataDir: string;
  /** Object storage shared by every instance; without it, DATA_DIR/uploads (decision 32). */
  s3: S3Settings | undefined;
}

/** A stored file never changes (its name is new each time), so browsers may keep it forever. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * A private picture is checked on every use: the browser keeps it but asks again (a 304 when
 * it may still see it), and no shared cache keeps it at all.
 */
export const privateCacheControl = 'private, no-cache';

/** Pictures nothing uses are kept a day (an upload about to be attached), then swept. */
export const orphanGraceMs = 24 * 60 * 60_000;
const sweepEveryMs = 60 * 60_000;

function fileStoreOf(app: FastifyInstance, options: FilesPluginOptions): FileStore {
  if (options.s3) return new S3FileStore(options.s3, app.log);
  return new LocalFileStore(join(options.dataDir, 'uploads'));
}

async function files(app: FastifyInstance, options: FilesPluginOptions) {
  const fileStore = fileStoreOf(app, options);
  const store = new ImageStore(fileStore, app.log);
  await store.init();
  app.decorate('images', store);
  app.log.info({ store: fileStore.kind }, 'file storage ready');
  const sweep = setInterval(() => {
    store.sweepOrphans(app.database.db, orphanGraceMs).then(
      (count) => count > 0 && app.log.info({ count }, 'unused pictures deleted'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping unused pictures failed'),
    );
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await fileStore.close();
  });
}

export default fp(files, { name: 'files', fastify: '5.x', dependencies: ['database'] });

/**
 * File names the store writes (pictures: see ImageStore; PDFs: message attachments); anything
 * else names no file.
 */
const storedName = /^[\w-]{1,100}\.(webp|pdf)$/;

async function mayView(app: FastifyInstance, request: FastifyRequest, audience: FileAudience) {
  const viewer = request.viewer;
  if (audience.kind === 'public') return true;
  if (!viewer) return false;
  if (isStaff(viewer.type)) return true;
  if (audience.userIds.includes(viewer.id)) return true;
  for (const projectId of audience.projectIds) {
    if (await findProjectFor(app, projectId, viewer)) return true;
  }
  return false;
}

/**
 * A PDF is always downloaded, never shown by the browser in the portal's origin: its type is
 * ours, not the store's, the browser may not guess another, and it carries its display name.
 */
const pdfType = 'application/pdf';

function asDownload(reply: FastifyReply, downloadName: string) {
  reply.header('content-disposition', contentDisposition(downloadName, { type: 'attachment' }));
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * GET /files/{name}: the stored pictures (issue 21 point 10). Who may see one is decided on
 * each request from what uses it (images/image-uses.ts): public pictures for anyone, cached
 * for good; a render for those who may see its design version (the same rule as the
 * version's data) or anyone once a published estimate page shows it; an unattached upload
 * for staff. A message attachment (issue 36), picture or PDF, for staff and the project's
 * customers, unless the message is an internal note or hidden; not yet on a message, for its
 * uploader and staff. Anyone else gets the same 404 as for a file that does not exist.
 * The file comes from the store through the portal, whichever store it is (decision 32), so
 * these checks and headers hold for object storage too.
 */
export async function fileRoutes(app: FastifyInstance) {
  const notFound = () => AppError.notFound('File');
  app.get<{ Params: { '*': string } }>(
    `${filesPrefix}*`,
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const name = request.params['*'];
      if (!storedName.test(name)) throw notFound();
      const access = await accessOfFile(app.database.db, name);
      if (!access || !(await mayView(app, request, access.audience))) throw notFound();
      const { audience, downloadName } = access;
      const ifNoneMatch = request.headers['if-none-match'];
      const file = await app.images.files.get(name, { ifNoneMatch });
      if (!file) throw notFound();
      const isPublic = audience.kind === 'public';
      reply.header('cache-control', isPublic ? immutableCacheControl : privateCacheControl);
      if (!isPublic) reply.header('vary', 'cookie');
      if (downloadName !== null) asDownload(reply, downloadName);
      reply.header('etag', file.etag);
      if ('notModified' in file) return reply.status(304).send();
      reply.header('last-modified', file.lastModified.toUTCString());
      reply.header('content-length', String(file.size));
      reply.type(downloadName === null ? file.contentType : pdfType);
      return reply.send(file.body);
    },
  );
}

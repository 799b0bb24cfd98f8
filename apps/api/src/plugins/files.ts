import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesPrefix } from '../images/image-urls.js';
import { ImageStore } from '../images/image-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export interface FilesPluginOptions {
  dataDir: string;
}

/** A stored file never changes (its name is new each time), so browsers may keep it forever. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

async function files(app: FastifyInstance, options: FilesPluginOptions) {
  const store = new ImageStore(join(options.dataDir, 'uploads'));
  await store.init();
  app.decorate('images', store);
  await app.register(fastifyStatic, {
    root: store.uploadsDir,
    prefix: filesPrefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', immutableCacheControl);
    },
  });
}

export default fp(files, { name: 'files', fastify: '5.x', dependencies: [] });

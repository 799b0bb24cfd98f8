import type { FastifyInstance } from 'fastify';

/**
 * For the back-office plugins whose rows the public galleries show (catalog items, gallery
 * kitchens): each successful write drops the cached gallery answers before it is answered,
 * so the next gallery read, on any instance, shows the change.
 */
export function dropGalleryOnWrite(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (request.method !== 'GET' && succeeded) await app.cache.invalidateGallery();
  });
}

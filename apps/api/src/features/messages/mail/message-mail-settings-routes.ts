import { messageMailsSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { requireViewer } from '../../auth/index.js';

/*
 * The caller's own choice of mails about unread messages (issue 36): customers turn them off
 * on their account page, staff too. Under /api/v1/user, beside the caller's profile.
 */
const messageMailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const db = app.database.db;

  app.get(
    '/message-mails',
    {
      schema: {
        tags,
        summary: 'Whether the caller is mailed about messages they have not read',
        response: { 200: messageMailsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const [row] = await db
        .select({ messageMails: users.messageMails })
        .from(users)
        .where(eq(users.id, viewer.id));
      return { messageMails: row?.messageMails ?? true };
    },
  );

  app.put(
    '/message-mails',
    {
      schema: {
        tags,
        summary: 'Turns the mails about unread messages on or off for the caller',
        body: messageMailsSchema,
        response: { 200: messageMailsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { messageMails } = request.body;
      await db.update(users).set({ messageMails }).where(eq(users.id, viewer.id));
      return { messageMails };
    },
  );
};

export default messageMailSettingsRoutes;

import {
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  changeUserTypeRequestSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
  userTypeChangedSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/index.js';
import { requireAdmin } from '../auth/index.js';
import { changeUserType, createUser, listUsers, updateUser } from './admin-users-repository.js';

/*
 * The back office's users (issue 8; contracts/admin-users.ts). Admins only: designers and
 * customers 403, anonymous 401. A change of role or e-mail ends the user's sessions.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office: users'];
  app.addHook('preHandler', app.access.caller('admin'));
  const db = app.database.db;

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Staff and customers by e-mail, searchable by e-mail or name, a page',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      return listUsers(db, request.query);
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Creates a user (a staff invite): they sign in with their e-mail',
        body: createUserRequestSchema,
        response: { 201: adminUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await createUser(db, request.body, audited(request, app.clock.now()));
      request.log.info({ userId: user.id, type: user.type }, 'user created');
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary:
          "Saves a user's e-mail and name; a new e-mail ends their sessions; a stale revision answers 409",
        params: adminUserParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await updateUser(
        db,
        request.params.id,
        request.body,
        audited(request, app.clock.now()),
      );
      if (!user) throw AppError.notFound('User');
      await app.sessions.userChanged(user.id); // their signed-in name, or their ended sessions
      return user;
    },
  );

  app.put(
    '/users/:id/type',
    {
      schema: {
        tags,
        summary:
          "Changes a user's role and ends their sessions; not one's own; a stale revision answers 409",
        params: adminUserParamsSchema,
        body: changeUserTypeRequestSchema,
        response: { 200: userTypeChangedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const changed = await changeUserType(
        db,
        audited(request, app.clock.now()),
        request.params.id,
        request.body,
      );
      if (!changed) throw AppError.notFound('User');
      await app.sessions.userChanged(changed.user.id);
      request.log.info(
        { userId: changed.user.id, type: changed.user.type, sessionsEnded: changed.sessionsEnded },
        'user role changed',
      );
      return changed;
    },
  );
};

export default adminUserRoutes;

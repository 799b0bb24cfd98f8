import {
  checkUserAnswerSchema,
  checkUserQuerySchema,
  isStaff,
  userProfileSchema,
  userQuerySchema,
  errorCodes,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { requireStaff, requireViewer } from './guards.js';
import { findUserByEmail } from './users-repository.js';

/*
 * The spec's user calls (section 7). The session says who the caller is; the e-mail in the
 * query is only checked against it (customers) or looked up (staff).
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's profile; staff may name another user by e-mail",
        querystring: userQuerySchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { email } = request.query;
      if (!email || email === viewer.email) return viewer;
      if (!isStaff(viewer.type)) {
        throw new AppError(errorCodes.forbidden, 'You may only look up your own profile', 403);
      }
      const user = await findUserByEmail(app.database.db, email);
      if (!user) throw AppError.notFound('User');
      return { id: user.id, email: user.email, type: user.type, name: user.name };
    },
  );

  app.get(
    '/check-user',
    {
      schema: {
        tags,
        summary: 'Staff only: whether an account exists for an e-mail',
        querystring: checkUserQuerySchema,
        response: { 200: checkUserAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      const user = await findUserByEmail(app.database.db, request.query.email);
      return { exists: user !== null };
    },
  );
};

export default userRoutes;

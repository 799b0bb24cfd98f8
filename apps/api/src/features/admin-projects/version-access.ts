import { adminDesignVersionSchema } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { isUuid } from '../projects/index.js';
import { findAdminVersion, findVersionRow } from './admin-versions-repository.js';

const refusals = errorResponses(400, 401, 403, 404, 409);

/** The answers of a call on a version: the version as it now is, or a refusal. */
export const versionAnswers = {
  ok: { 200: adminDesignVersionSchema, ...refusals },
  created: { 201: adminDesignVersionSchema, ...refusals },
};

export function versionAccess(app: FastifyInstance) {
  const db = app.database.db;
  return {
    /** The version of the project named by the path; 404 when there is none. */
    target: async (request: FastifyRequest) => {
      // The route's params schema has checked them.
      const { id, versionId } = request.params as { id: string; versionId: string };
      if (!isUuid(id)) throw AppError.notFound('Project');
      const version = await findVersionRow(db, id, versionId);
      if (!version) throw AppError.notFound('Design version');
      return version;
    },
    /** After a change: drop the project's cache and answer the version as it now is. */
    changed: async (projectId: string, versionId: string) => {
      await app.cache.invalidateProject(projectId);
      const version = await findAdminVersion(db, projectId, versionId);
      if (!version) throw AppError.notFound('Design version');
      return version;
    },
  };
}

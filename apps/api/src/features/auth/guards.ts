import { errorCodes, isStaff } from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from './session-store.js';

export type { Viewer } from './session-store.js';

/** The signed-in viewer, or a 401 for anonymous callers. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(errorCodes.unauthorized, 'Sign in to continue', 401);
  return request.viewer;
}

/** A designer or an admin: 401 without a session, 403 for customers. */
export function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!isStaff(viewer.type)) {
    throw new AppError(errorCodes.forbidden, 'Only designers and admins may do this', 403);
  }
  return viewer;
}

/** An admin: 401 without a session, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (viewer.type !== 'admin') {
    throw new AppError(errorCodes.forbidden, 'Only admins may do this', 403);
  }
  return viewer;
}

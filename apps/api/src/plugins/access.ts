import type { Project } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin, requireStaff, requireViewer } from '../features/auth/index.js';
import { findProjectFor } from '../features/projects/index.js';
import { AppError } from '../lib/app-error.js';

/*
 * Who may call a group of routes, decided in one place (PRODUCT.md 3). A route plugin adds one
 * of these hooks for all its routes (`app.addHook('preHandler', app.access.caller('staff'))`),
 * or a route names one as its own `preHandler`. As a preHandler it runs after validation, so a
 * malformed id still answers 400 first (the back-office catalog adds its hook at preValidation
 * instead, refusing before it validates); then a caller without a session gets 401, a customer
 * on a staff route 403, and a project the caller may not reach 404, the same answer as a
 * project that does not exist. The project found is `accessedProject(request)`.
 */

export type Caller = 'signed-in' | 'staff' | 'admin';

export interface ProjectAccessOptions {
  /** Who may reach the project: any signed-in user it belongs to, or staff only. */
  caller: 'signed-in' | 'staff';
  /** The path parameter naming the project; `id` unless the route says otherwise. */
  param?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: {
      /** A hook refusing callers who are not of this kind (401, then 403). */
      caller(caller: Caller): preHandlerAsyncHookHandler;
      /** A hook that also finds the project named by the path, or answers 404. */
      project(options: ProjectAccessOptions): preHandlerAsyncHookHandler;
    };
  }
  interface FastifyRequest {
    /** The project the access hook found; null on routes without that hook. */
    project: Project | null;
  }
}

const callerChecks = { 'signed-in': requireViewer, staff: requireStaff, admin: requireAdmin };

/** The project found by the route's access hook; a route without that hook is a bug. */
export function accessedProject(request: FastifyRequest): Project {
  if (!request.project) throw new Error(`No project access hook on ${request.routeOptions.url}`);
  return request.project;
}

async function access(app: FastifyInstance) {
  app.decorateRequest('project', null);
  app.decorate('access', {
    caller(caller: Caller) {
      const check = callerChecks[caller];
      return async (request: FastifyRequest) => {
        check(request);
      };
    },
    project({ caller, param = 'id' }: ProjectAccessOptions) {
      const check = callerChecks[caller];
      return async (request: FastifyRequest) => {
        const viewer = check(request);
        const projectId = (request.params as Record<string, string>)[param] ?? '';
        const project = await findProjectFor(app, projectId, viewer);
        if (!project) throw AppError.notFound('Project');
        request.project = project;
      };
    },
  });
}

export default fp(access, {
  name: 'access',
  fastify: '5.x',
  dependencies: ['database', 'cache', 'session'],
});

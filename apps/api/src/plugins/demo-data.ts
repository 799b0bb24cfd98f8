import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadDemoDataIfEmpty } from '../seed/seed.js';

export interface DemoDataOptions {
  enabled: boolean;
}

/** On start, fills an empty database with the demo company (DEMO_DATA, on in local mode). */
async function demoData(app: FastifyInstance, options: DemoDataOptions) {
  if (!options.enabled) return;
  const started = performance.now();
  const loaded = await loadDemoDataIfEmpty(app.database.db, app.images);
  const ms = Math.round(performance.now() - started);
  if (loaded) app.log.info({ ms }, 'demo data loaded');
  else app.log.debug('database has users: demo data not loaded');
}

export default fp(demoData, {
  name: 'demo-data',
  fastify: '5.x',
  dependencies: ['database', 'files'],
});

import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.js';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;
  /** An already open database (tests); the app migrates it and closes it on close. */
  database?: Database;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite stored in DATA_DIR/db. */
export function databaseTarget(config: DatabasePluginOptions['config']): DatabaseTarget {
  if (config.DATABASE_URL) return { driver: 'postgres', url: config.DATABASE_URL };
  return { driver: 'pglite', dataDir: join(config.DATA_DIR, 'db') };
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const database = options.database ?? (await openDatabase(databaseTarget(options.config)));
  app.addHook('onClose', () => database.close());
  const started = performance.now();
  await database.migrate();
  app.log.info(
    { driver: database.driver, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  app.decorate('database', database);
}

export default fp(databasePlugin, { name: 'database', fastify: '5.x', dependencies: [] });

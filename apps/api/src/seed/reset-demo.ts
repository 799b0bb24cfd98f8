import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp, type AppDependencies } from '../app.js';
import type { Config } from '../config/env.js';

export class DemoResetRefused extends Error {
  override name = 'DemoResetRefused';
}

/**
 * `npm run demo:reset`: empties the embedded database and the uploaded files of DATA_DIR,
 * then starts the app once without listening, which loads the demo company into the empty
 * database as every first start does. Refused where the data is not in DATA_DIR (a
 * PostgreSQL server, object storage), so it never empties what it cannot load again.
 */
export async function resetDemoData(config: Config, deps: AppDependencies = {}) {
  if (config.DATABASE_URL) {
    throw new DemoResetRefused(
      'DATABASE_URL is set: demo:reset only empties the embedded database in DATA_DIR. Unset it, or empty that database yourself.',
    );
  }
  if (config.S3) {
    throw new DemoResetRefused(
      'S3_BUCKET is set: demo:reset only empties the uploaded files in DATA_DIR. Unset it, or empty the bucket yourself.',
    );
  }
  await rm(join(config.DATA_DIR, 'db'), { recursive: true, force: true });
  await rm(join(config.DATA_DIR, 'uploads'), { recursive: true, force: true });
  // Quiet: the script says itself what it did; errors still show.
  const app = buildApp({ ...config, DEMO_DATA: true, LOG_LEVEL: 'error' }, deps);
  await app.ready();
  await app.close();
}

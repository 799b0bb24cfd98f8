import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';

/*
 * Writes the OpenAPI document the API serves at /api/docs/json to a file, without listening
 * on a port: the app is built in local mode on an in-memory PGlite and a throwaway data folder.
 * `npm run lint:openapi` lints what this writes. Usage: openapi-document.ts <output.json>
 */

export async function openApiDocument(environment: NodeJS.ProcessEnv = {}): Promise<unknown> {
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-openapi-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...environment,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ driver: 'pglite', inMemory: true });
  const app = buildApp(config, { database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const output = process.argv[2];
if (output && import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const document = await openApiDocument({ PUBLIC_URL: process.env.PUBLIC_URL ?? '' });
  await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
  console.info(`OpenAPI document written to ${output}`);
}

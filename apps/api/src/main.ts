import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { EnvError, loadConfig } from './config/env.js';
import { readEnvFile } from './config/env-file.js';
import { asynchronousStandardOutput, prettyStandardOutput } from './lib/request-log.js';
import { closeOnSignalOrCrash } from './lib/shutdown.js';
import { startFacts, startSummary } from './lib/start-summary.js';

/*
 * Entry point: check the settings, build the app, listen; on SIGINT/SIGTERM (or a crash)
 * stop taking requests, finish the ones in flight, close the database, write out the queued
 * log lines, exit (lib/shutdown.ts).
 */

function readConfig() {
  try {
    readEnvFile();
    return loadConfig();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const started = performance.now();
  const config = readConfig();
  // Log lines never block a request (decision 45): JSON lines in production, made readable by
  // pino-pretty in local mode (decision 51), unless LOG_FORMAT says otherwise.
  const logs = config.LOG_FORMAT === 'json' ? asynchronousStandardOutput() : prettyStandardOutput();
  const app = buildApp(config, { logStream: logs });
  closeOnSignalOrCrash(app, () => logs.flushSync());

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  const ms = Math.round(performance.now() - started);
  if (config.isProduction) app.log.info({ ...startFacts(config, port), ms }, 'Corner portal ready');
  else app.log.info(startSummary(config, port, ms));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

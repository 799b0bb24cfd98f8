import { buildApp } from './app.js';
import { EnvError, loadConfig } from './config/env.js';
import { readEnvFile } from './config/env-file.js';
import { asynchronousStandardOutput, prettyTerminal } from './lib/request-log.js';
import { closeOnSignalOrCrash } from './lib/shutdown.js';

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
  // Log lines never block a request (decision 45); a terminal in local mode gets pino-pretty.
  const logs = prettyTerminal(config) ? undefined : asynchronousStandardOutput();
  const app = buildApp(config, { logStream: logs });
  closeOnSignalOrCrash(app, () => logs?.flushSync());

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      mode: config.isProduction ? 'production' : 'local',
      ms: Math.round(performance.now() - started),
    },
    'Corner portal ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

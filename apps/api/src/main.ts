import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { EnvError, loadConfig } from './config/env.js';
import { readEnvFile } from './config/env-file.js';

/*
 * Entry point: check the settings, build the app, listen; on SIGINT/SIGTERM (or a crash)
 * stop taking requests, finish the ones in flight, close the database, exit.
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
  const app = buildApp(config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'server closing after an error');
    else app.log.info({ signal }, 'server closing');
    await app.close();
  });

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

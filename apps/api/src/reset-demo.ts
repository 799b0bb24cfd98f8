import { EnvError, loadConfig } from './config/env.js';
import { readEnvFile } from './config/env-file.js';
import { DemoResetRefused, resetDemoData } from './seed/reset-demo.js';

/* `npm run demo:reset` (scripts/demo-reset.mjs): the demo company again, as on a first start. */

try {
  readEnvFile();
  const config = loadConfig();
  await resetDemoData(config);
  console.info(`Demo data reloaded in ${config.DATA_DIR}. Start the portal with npm start.`);
} catch (error) {
  if (!(error instanceof EnvError || error instanceof DemoResetRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

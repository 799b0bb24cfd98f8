// Runs the API integration suite once per database: always on embedded PGlite, and on a real
// PostgreSQL server when TEST_DATABASE_URL is set. With CI=true a leg that cannot run fails.
import { spawnSync } from 'node:child_process';

const legs = [{ name: 'PGlite', env: { TEST_DB_DRIVER: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  legs.push({ name: 'PostgreSQL', env: { TEST_DB_DRIVER: 'postgres' } });
} else if (process.env.CI === 'true') {
  console.error(
    'TEST_DATABASE_URL is not set: the PostgreSQL leg of the integration suite cannot run.',
  );
  process.exit(1);
} else {
  console.warn('TEST_DATABASE_URL is not set: running the integration suite on PGlite only.');
}

for (const leg of legs) {
  console.info(`\n== Integration suite on ${leg.name} ==`);
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration'],
    { stdio: 'inherit', env: { ...process.env, ...leg.env } },
  );
  if (run.status !== 0) {
    console.error(`Integration suite failed on ${leg.name}.`);
    process.exit(run.status ?? 1);
  }
}

// Runs the API integration suite once per database: on embedded PGlite, then on a real
// PostgreSQL server (TEST_DATABASE_URL, by default the local server, started if it is down).
// Set TEST_DATABASE_URL=none to skip the PostgreSQL leg on a machine without PostgreSQL;
// with CI=true that is refused. TEST_REDIS_URL (by default the local Redis, started if it is
// down) is the Redis of the shared-cache tests.
import { spawnSync } from 'node:child_process';
import { ensure } from './test-services.mjs';

const localServer = 'postgres://postgres@127.0.0.1:5432/postgres';
const serverUrl = process.env.TEST_DATABASE_URL ?? localServer;
const localRedis = 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL ?? localRedis;
if (redisUrl === localRedis) await ensure.redis();

const legs = [{ name: 'PGlite', env: { TEST_DB_DRIVER: 'pglite' } }];
if (serverUrl !== 'none') {
  if (serverUrl === localServer) await ensure.postgres();
  legs.push({
    name: 'PostgreSQL',
    env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: serverUrl },
  });
} else if (process.env.CI === 'true') {
  console.error('The PostgreSQL leg of the integration suite must run on CI.');
  process.exit(1);
} else {
  console.warn('TEST_DATABASE_URL=none: running the integration suite on PGlite only.');
}

for (const leg of legs) {
  console.info(`\n== Integration suite on ${leg.name} ==`);
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration'],
    { stdio: 'inherit', env: { ...process.env, TEST_REDIS_URL: redisUrl, ...leg.env } },
  );
  if (run.status !== 0) {
    console.error(`Integration suite failed on ${leg.name}.`);
    process.exit(run.status ?? 1);
  }
}

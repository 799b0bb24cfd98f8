// Runs the API integration suite once per database: on embedded PGlite, then on a real
// PostgreSQL server (TEST_DATABASE_URL, by default the local server: started when it is down,
// installed when it is missing and we are root). TEST_REDIS_URL (by default the local Redis,
// likewise) is the Redis of the shared-cache tests, the files named *.redis.int.test.ts.
// Where the local PostgreSQL or Redis cannot be had, or TEST_DATABASE_URL / TEST_REDIS_URL is
// `none`, the rest still runs and the leg left out is reported; with CI=true that fails.
import { spawnSync } from 'node:child_process';
import { ensure, legNotRun, ServiceMissing } from './test-services.mjs';

const localServer = 'postgres://postgres@127.0.0.1:5432/postgres';
const localRedis = 'redis://127.0.0.1:6379';

/** The service's URL, or 'none' (with the reason reported) when it cannot be had here. */
async function serviceUrl(url, local, start, leg) {
  if (url === 'none') {
    legNotRun(`${leg} (set to none)`);
    return 'none';
  }
  if (url !== local) return url;
  try {
    await start();
    return url;
  } catch (error) {
    if (!(error instanceof ServiceMissing)) throw error;
    legNotRun(`${leg}: ${error.message}`);
    return 'none';
  }
}

const redisUrl = await serviceUrl(
  process.env.TEST_REDIS_URL ?? localRedis,
  localRedis,
  ensure.redis,
  'the Redis tests of the integration suite (*.redis.int.test.ts)',
);
const serverUrl = await serviceUrl(
  process.env.TEST_DATABASE_URL ?? localServer,
  localServer,
  ensure.postgres,
  'the PostgreSQL leg of the integration suite',
);

const legs = [{ name: 'PGlite', env: { TEST_DB_DRIVER: 'pglite' } }];
if (serverUrl !== 'none') {
  legs.push({
    name: 'PostgreSQL',
    env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: serverUrl },
  });
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

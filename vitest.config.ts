import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (pure code and React components), and API integration
// tests against a real database (run by scripts/test-integration.mjs once per database).
// Files named *.pg.int.test.ts need a real PostgreSQL (they stop and start a server of their
// own): only the PostgreSQL leg includes them, so the PGlite leg neither runs nor skips them.
// Files named *.redis.int.test.ts need Redis: left out where scripts/test-integration.mjs could
// not have one (TEST_REDIS_URL=none), which it reports, and which CI refuses.
const postgresOnly = 'apps/api/{src,test}/**/*.pg.int.test.ts';
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const needsRedis = 'apps/api/{src,test}/**/*.redis.int.test.ts';
const withoutRedis = process.env.TEST_REDIS_URL === 'none';
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts'],
          exclude: ['apps/api/{src,test}/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/api/{src,test}/**/*.int.test.ts'],
          exclude: [...(onPostgres ? [] : [postgresOnly]), ...(withoutRedis ? [needsRedis] : [])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

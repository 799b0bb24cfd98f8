// `npm test`: every check and suite in turn, stopping at the first failure, then a list of
// any leg that could not run on this machine (scripts/test-services.mjs; never on CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps = [
  'typecheck',
  'lint',
  'lint:openapi',
  'format:check',
  'test:unit',
  'test:integration',
  'test:e2e',
];

const reportDir = mkdtempSync(join(tmpdir(), 'corner-test-'));
const report = join(reportDir, 'legs-not-run');
const environment = { ...process.env, CORNER_LEGS_NOT_RUN: report };

function legsNotRun() {
  return existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n') : [];
}

let failed;
for (const step of steps) {
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit', env: environment });
  if (run.status !== 0) {
    failed = step;
    break;
  }
}

const notRun = legsNotRun();
rmSync(reportDir, { recursive: true, force: true });
if (notRun.length > 0) {
  console.warn('\n!!! Not every suite ran on this machine:');
  for (const leg of notRun) console.warn(`!!!   - ${leg}`);
}
if (failed) {
  console.error(`\nnpm test failed at: npm run ${failed}`);
  process.exit(1);
}
console.info(notRun.length > 0 ? '\nThe suites that ran passed.' : '\nEvery suite passed.');

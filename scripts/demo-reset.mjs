// `npm run demo:reset`: compiles the API if needed, then empties DATA_DIR's embedded database
// and uploaded files and loads the demo company again (apps/api/src/reset-demo.ts). Stop the
// portal first: the embedded database is one process's at a time.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsc', '-b', 'packages/contracts', 'packages/pricing', 'packages/demo', 'apps/api']);
run(process.execPath, ['apps/api/dist/reset-demo.js']);

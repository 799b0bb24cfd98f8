// `npm start`: compiles what changed (tsc -b is incremental), rebuilds the web app only when
// one of its inputs is newer than the last build, then runs the API, which serves it. A second
// start on an unchanged checkout therefore skips the few seconds of the web build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];
// The server entry is built last (apps/web package.json), so it dates the whole build.
const webBuildStamp = join(root, 'apps/web/dist-server/entry-server.js');

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function webBuildIsCurrent() {
  if (!existsSync(webBuildStamp)) return false;
  const built = statSync(webBuildStamp).mtimeMs;
  return webInputs.every((input) => {
    const path = join(root, input);
    return !existsSync(path) || newestChange(path) <= built;
  });
}

run('npx', ['tsc', '-b', 'packages/contracts', 'packages/pricing', 'packages/demo', 'apps/api']);
if (webBuildIsCurrent()) console.info('web app: the build is current');
else run('npm', ['run', 'build', '-w', '@corner/web']);
run('npm', ['run', 'start', '-w', '@corner/api']);

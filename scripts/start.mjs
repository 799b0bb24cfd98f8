// `npm start`: compiles what changed (tsc -b is incremental), rebuilds the web app only when
// one of its inputs is newer than the last build, then runs the API, which serves it. A second
// start on an unchanged checkout therefore skips the few seconds of the web build.
// The builds run quietly: their output (asset sizes, bundler warnings) is shown only when one
// fails; the API then prints a short summary of where the portal is (decision 51).
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

/** Runs a step with its output held back; shows it, and stops, only when the step fails. */
function run(what, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`${what} failed${result.error ? `: ${result.error.message}` : ''}`);
    process.exit(result.status ?? 1);
  }
  console.info(`${what}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function webBuildIsCurrent() {
  if (!existsSync(webBuildStamp)) return false;
  const built = statSync(webBuildStamp).mtimeMs;
  return webInputs.every((input) => {
    const path = join(root, input);
    return !existsSync(path) || newestChange(path) <= built;
  });
}

console.info('Starting the Corner portal…');
run('server build', 'npx', [
  'tsc',
  '-b',
  'packages/contracts',
  'packages/pricing',
  'packages/demo',
  'apps/api',
]);
if (webBuildIsCurrent()) console.info('web app: the build is current');
else run('web app build', 'npm', ['run', 'build', '-w', '@corner/web']);
// The API straight away, without npm's banner; its exit code is the start's.
const api = spawnSync(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
});
process.exit(api.status ?? 1);

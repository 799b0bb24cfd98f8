import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

/** The web app's build folder (apps/web/dist), with its server entry beside it. */
export const webDist = `${repo}apps/web/dist`;

/**
 * Builds the web app when its build is missing: CI runs the integration tests before the
 * end-to-end step builds it. Answers whether the build is there.
 */
export function ensureWebBuild(): boolean {
  const built = [
    `${repo}apps/web/dist-server/entry-server.js`,
    `${webDist}/index.html`,
    `${webDist}/.vite/start-after-paint.json`,
  ];
  if (built.every((file) => existsSync(file))) return true;
  const build = spawnSync('npm', ['run', 'build', '-w', '@corner/web'], {
    cwd: repo,
    stdio: 'ignore',
  });
  return build.status === 0;
}

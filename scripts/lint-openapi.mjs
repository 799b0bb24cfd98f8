// `npm run lint:openapi`: writes the OpenAPI document the API serves at /api/docs/json (the
// app built in local mode on an in-memory PGlite, no port) and lints it with Redocly CLI's
// rules in redocly.yaml. Fails on any error (decision 27).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'corner-openapi-'));
const document = join(folder, 'openapi.json');
// Redocly CLI sends usage data unless told not to.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

const bin = (name) => join(root, 'node_modules/.bin', name);
let status = run(bin('tsx'), ['--conditions=source', 'apps/api/src/openapi-document.ts', document]);
if (status === 0) status = run(bin('redocly'), ['lint', document, '--format=summary']);
rmSync(folder, { recursive: true, force: true });
process.exit(status);

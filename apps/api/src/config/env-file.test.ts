import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { portalRoot } from '../lib/paths.js';
import { readEnvFile } from './env-file.js';
import { loadConfig } from './env.js';

/* Issue 26 point 5: `.env` is read when present, and DATA_DIR is the portal root's ./data. */

const folder = mkdtempSync(join(tmpdir(), 'corner-env-file-'));
const names = ['CORNER_TEST_FROM_FILE', 'CORNER_TEST_ALREADY_SET'];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe('readEnvFile', () => {
  it('adds the settings of the file the environment names, without overriding one already set', () => {
    const file = join(folder, 'settings.env');
    writeFileSync(file, 'CORNER_TEST_FROM_FILE=4321\nCORNER_TEST_ALREADY_SET=from-file\n');
    process.env.CORNER_TEST_ALREADY_SET = 'from-environment';
    expect(readEnvFile({ ENV_FILE: file })).toBe(file);
    expect(process.env.CORNER_TEST_FROM_FILE).toBe('4321');
    expect(process.env.CORNER_TEST_ALREADY_SET).toBe('from-environment');
  });

  it('reads nothing when the file is missing or ENV_FILE is none', () => {
    const file = join(folder, 'none-here.env');
    expect(readEnvFile({ ENV_FILE: file })).toBeNull();
    writeFileSync(join(folder, 'none'), 'CORNER_TEST_FROM_FILE=1\n');
    expect(readEnvFile({ ENV_FILE: 'none' })).toBeNull();
    expect(process.env.CORNER_TEST_FROM_FILE).toBeUndefined();
  });

  it('looks for .env at the portal root by default', () => {
    const rootFile = join(portalRoot, '.env');
    expect(readEnvFile({})).toBe(existsSync(rootFile) ? rootFile : null);
  });
});

describe('DATA_DIR', () => {
  it('is ./data at the portal root by default, and a relative one is taken from the root', () => {
    expect(loadConfig({}).DATA_DIR).toBe(join(portalRoot, 'data'));
    expect(loadConfig({ DATA_DIR: 'elsewhere/data' }).DATA_DIR).toBe(
      join(portalRoot, 'elsewhere/data'),
    );
    expect(loadConfig({ DATA_DIR: folder }).DATA_DIR).toBe(folder);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnvFile } from 'node:process';
import { portalRoot } from '../lib/paths.js';

/**
 * Reads the settings file into process.env before the settings are checked: `.env` at the
 * portal's root, or the file ENV_FILE names (`none`: no file). Node's own loader, which never
 * overrides a variable already set, so the environment wins over the file. Answers the file
 * read, or null when there was none.
 */
export function readEnvFile(environment: NodeJS.ProcessEnv = process.env): string | null {
  const path = environment.ENV_FILE || join(portalRoot, '.env');
  if (path === 'none' || !existsSync(path)) return null;
  loadEnvFile(path);
  return path;
}

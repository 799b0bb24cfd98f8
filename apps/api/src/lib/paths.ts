import { fileURLToPath } from 'node:url';

/*
 * Folders found relative to the api package. This file sits at src/lib (sources) or
 * dist/lib (build): both are two levels below the package root.
 */

/** Generated SQL migrations (drizzle-kit). */
export const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The web app's production build, unless WEB_DIST_DIR says otherwise. */
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The portal's root folder (the repository's): `.env` and the default `./data` live here. */
export const portalRoot = fileURLToPath(new URL('../../../../', import.meta.url));

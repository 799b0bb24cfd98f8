/**
 * Where the API lives (spec sections 7 and 9). Three environments; production is the one
 * used. The portal is one process on one origin in every environment, so each base URL is
 * the same-origin path /api/v1; a future split deployment changes only this table.
 */
export const environments = ['local', 'development', 'production'] as const;
export type AppEnvironment = (typeof environments)[number];

export const apiBasePath = '/api/v1';

const apiOrigins: Record<AppEnvironment, string> = {
  local: '',
  development: '',
  production: '',
};

export function resolveEnvironment(value: string | undefined): AppEnvironment {
  return environments.find((name) => name === value) ?? 'production';
}

export function apiBaseUrlFor(environment: AppEnvironment): string {
  return `${apiOrigins[environment]}${apiBasePath}`;
}

const environment = resolveEnvironment(import.meta.env.VITE_APP_ENV);

export const env = {
  environment,
  apiBaseUrl: apiBaseUrlFor(environment),
  isTest: import.meta.env.MODE === 'test',
  isDev: import.meta.env.DEV,
} as const;

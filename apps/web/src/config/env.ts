/**
 * Where the API lives (spec sections 7 and 9): the portal is one process on one origin, so
 * the API is always the same-origin path /api/v1.
 */
export const env = {
  apiBaseUrl: '/api/v1',
  isTest: import.meta.env.MODE === 'test',
  isDev: import.meta.env.DEV,
} as const;

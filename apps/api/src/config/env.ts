import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './trust-proxy.js';

/*
 * The whole environment in one schema, checked once at start (after epic-stack's
 * env.server.ts). An empty variable counts as unset, so a copied .env.example works as is.
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: RegExp, example: string) =>
  z.url({ protocol: protocols, error: `must be a URL like ${example}` });

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const onOff = z
  .enum(['on', 'off'], { error: 'must be on or off' })
  .transform((value) => value === 'on');

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
    PORT: optional(z.coerce.number().int().min(1).max(65_535)).default(3000),
    HOST: optional(z.string().min(1)),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    DATA_DIR: optional(z.string().min(1)).default('./data'),
    WEB_DIST_DIR: optional(z.string().min(1)),
    DATABASE_URL: optional(url(/^postgres(ql)?$/, 'postgres://user:password@host:5432/db')),
    REDIS_URL: optional(url(/^rediss?$/, 'redis://127.0.0.1:6379')),
    REDIS_KEY_PREFIX: optional(z.string().min(1).max(100)).default('corner:'),
    SMTP_URL: optional(url(/^smtps?$/, 'smtp://user:password@mail.example:587')),
    MAIL_FROM: optional(z.string().min(3)).default('Corner <no-reply@corner.example>'),
    PUBLIC_URL: optional(url(/^https?$/, 'https://portal.corner.example')),
    PAYMENT_LINK_URL: optional(url(/^https?$/, 'https://pay.example/corner-reserve')),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    DEMO_DATA: optional(booleanFlag),
    TRUST_PROXY: optional(trustProxySchema),
    API_DOCS: optional(onOff),
    SOURCE_MAPS: optional(onOff),
    /** Pictures one user may upload a minute (decision 30). */
    UPLOADS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).default(30),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'SESSION_SECRET'] as const) {
      if (env[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
      }
    }
  });

type ParsedEnv = z.output<typeof envSchema>;

export type Config = Omit<
  ParsedEnv,
  'HOST' | 'LOG_LEVEL' | 'DEMO_DATA' | 'DATA_DIR' | 'TRUST_PROXY' | 'API_DOCS' | 'SOURCE_MAPS'
> & {
  HOST: string;
  LOG_LEVEL: NonNullable<ParsedEnv['LOG_LEVEL']>;
  /** Absolute path of the data folder (database, uploads). */
  DATA_DIR: string;
  /** Load the demo company into an empty database on start. */
  DEMO_DATA: boolean;
  /** Proxies whose X-Forwarded-For names the visitor; false: the socket's address. */
  TRUST_PROXY: TrustProxy;
  /** Serve the API documentation (Swagger UI, /api/docs); off in production unless asked. */
  API_DOCS: boolean;
  /** Serve the web app's source maps (*.map); off in production unless asked. */
  SOURCE_MAPS: boolean;
  isProduction: boolean;
};

/** Thrown when the environment is wrong; its message lists every bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const name = issue.path.join('.') || 'environment';
  return `${name}: ${issue.message}`;
}

/** Reads the settings from an environment (process.env by default) or throws EnvError. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(environment);
  if (!result.success) throw new EnvError(result.error.issues.map(describeIssue));
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    ...env,
    isProduction,
    HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    DATA_DIR: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(env.DATA_DIR),
    DEMO_DATA: env.DEMO_DATA ?? !isProduction,
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    API_DOCS: env.API_DOCS ?? !isProduction,
    SOURCE_MAPS: env.SOURCE_MAPS ?? !isProduction,
  };
}

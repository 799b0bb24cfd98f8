import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { signatureSettings } from '@corner/contracts';
import { z } from 'zod';
import { portalRoot } from '../lib/paths.js';
import { s3Problems, s3SettingsOf, withoutS3Variables, type S3Settings } from './object-storage.js';
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

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
    PORT: optional(z.coerce.number().int().min(1).max(65_535)).default(3000),
    HOST: optional(z.string().min(1)),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    /** How log lines are written: JSON (production's) or made readable (local mode's). */
    LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
    DATA_DIR: optional(z.string().min(1)).default('./data'),
    WEB_DIST_DIR: optional(z.string().min(1)),
    DATABASE_URL: optional(url(/^postgres(ql)?$/, 'postgres://user:password@host:5432/db')),
    REDIS_URL: optional(url(/^rediss?$/, 'redis://127.0.0.1:6379')),
    REDIS_KEY_PREFIX: optional(z.string().min(1).max(100)).default('corner:'),
    SMTP_URL: optional(url(/^smtps?$/, 'smtp://user:password@mail.example:587')),
    MAIL_FROM: optional(z.string().min(3)).default('Corner <no-reply@corner.example>'),
    PUBLIC_URL: optional(url(/^https?$/, 'https://portal.corner.example')),
    PAYMENT_LINK_URL: optional(url(/^https?$/, 'https://pay.example/corner-reserve')),
    /** The payment provider's webhook signing secret (Stripe's `whsec_…`; decision 37). */
    PAYMENT_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    /**
     * The payment provider's secret API key (Stripe's `sk_…`): with it, each payment of a
     * schedule is a Checkout Session for its exact amount (decision 64).
     */
    STRIPE_SECRET_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
    /** Where the provider's API answers: Stripe's own unless set (tests use a local fake). */
    STRIPE_API_BASE: optional(url(/^https?$/, 'https://api.stripe.com')),
    /** The company's time zone: an estimate expires at the end of its valid-until day there. */
    TIME_ZONE: optional(
      z.string().refine(isTimeZone, 'must be an IANA time zone name like Europe/Berlin'),
    ).default('UTC'),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    DEMO_DATA: optional(booleanFlag),
    TRUST_PROXY: optional(trustProxySchema),
    API_DOCS: optional(onOff),
    SOURCE_MAPS: optional(onOff),
    /** Pictures one user may upload a minute (decision 30). */
    UPLOADS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).default(30),
    /** Messages (and edits) one user may write a minute (issue 36). */
    MESSAGES_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).default(20),
    VARIANT_REQUESTS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)).default(10),
    /** Whether accepting an estimate asks for a drawn signature or only offers it (issue 38). */
    ACCEPTANCE_SIGNATURE: optional(z.enum(signatureSettings)).default('optional'),
    /** Minutes a message waits unread before its reader is mailed about it (issue 36). */
    MESSAGE_MAIL_DELAY_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).default(5),
    /** Days the audit trail keeps a change (issue 39): seven years, a bookkeeping period. */
    AUDIT_RETENTION_DAYS: optional(z.coerce.number().int().min(365).max(36_500)).default(2555),
    /** Days the view events of estimate pages are kept (issue 39): three years. */
    VIEW_EVENT_RETENTION_DAYS: optional(z.coerce.number().int().min(30).max(36_500)).default(1095),
    /** Object storage for the uploaded files (decision 32); without S3_BUCKET, DATA_DIR/uploads. */
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
        ),
    ),
    S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]{1,50}$/, 'must be a region name like eu-central-1'),
    ),
    S3_ENDPOINT: optional(url(/^https?$/, 'https://s3.eu-central-1.amazonaws.com')),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_FORCE_PATH_STYLE: optional(booleanFlag),
    S3_KEY_PREFIX: optional(
      z
        .string()
        .regex(
          /^[\w./-]{1,200}$/,
          'must be letters, digits, dots, hyphens, underscores and slashes',
        ),
    ),
  })
  .superRefine((env, context) => {
    for (const problem of s3Problems(env)) context.addIssue({ code: 'custom', ...problem });
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
  | 'HOST'
  | 'LOG_LEVEL'
  | 'LOG_FORMAT'
  | 'DEMO_DATA'
  | 'DATA_DIR'
  | 'TRUST_PROXY'
  | 'API_DOCS'
  | 'SOURCE_MAPS'
  | 'PAYMENT_WEBHOOK_SECRET'
> & {
  /**
   * The webhook's signing secret. Local mode without the setting: a random one made at start,
   * so the stand-in provider can sign; production without it: undefined, no webhook (decision 37).
   */
  PAYMENT_WEBHOOK_SECRET: string | undefined;
  HOST: string;
  LOG_LEVEL: NonNullable<ParsedEnv['LOG_LEVEL']>;
  LOG_FORMAT: NonNullable<ParsedEnv['LOG_FORMAT']>;
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
  /** Where uploaded files go: S3-compatible object storage, or undefined for DATA_DIR/uploads. */
  S3: S3Settings | undefined;
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
    ...withoutS3Variables(env),
    isProduction,
    HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    LOG_FORMAT: env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    // Relative to the portal's root, wherever it is started from (npm start runs in apps/api).
    DATA_DIR: resolve(portalRoot, env.DATA_DIR),
    DEMO_DATA: env.DEMO_DATA ?? !isProduction,
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    API_DOCS: env.API_DOCS ?? !isProduction,
    SOURCE_MAPS: env.SOURCE_MAPS ?? !isProduction,
    S3: s3SettingsOf(env),
    PAYMENT_WEBHOOK_SECRET:
      env.PAYMENT_WEBHOOK_SECRET ??
      (isProduction ? undefined : `whsec_local_${randomBytes(24).toString('hex')}`),
  };
}

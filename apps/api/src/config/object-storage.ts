/*
 * The S3 settings (decision 32): S3_BUCKET turns object storage on, the others say where and
 * as whom. Checked with the rest of the environment at start, so a half-given set stops the
 * portal with every missing piece named instead of failing on the first upload.
 */

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, …); unset: AWS S3 of the region. */
  endpoint: string | undefined;
  /** Both keys, or undefined for the SDK's own chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (host/bucket/key), as most self-hosted services want. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several portals' files. */
  keyPrefix: string;
}

export interface S3Variables {
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_KEY_PREFIX?: string | undefined;
}

interface Problem {
  path: string[];
  message: string;
}

const otherS3Variables = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_KEY_PREFIX',
] as const;

/** What is wrong with the set as a whole (each variable's own form is checked by the schema). */
export function s3Problems(env: S3Variables): Problem[] {
  if (env.S3_BUCKET === undefined) {
    const given = otherS3Variables.filter((name) => env[name] !== undefined);
    if (given.length === 0) return [];
    return [
      {
        path: ['S3_BUCKET'],
        message: `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
      },
    ];
  }
  const problems: Problem[] = [];
  if (env.S3_REGION === undefined) {
    problems.push({ path: ['S3_REGION'], message: 'is required with S3_BUCKET' });
  }
  const hasKeyId = env.S3_ACCESS_KEY_ID !== undefined;
  if (hasKeyId !== (env.S3_SECRET_ACCESS_KEY !== undefined)) {
    const missing = hasKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push({
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both or neither',
    });
  }
  return problems;
}

/** The settings of a set s3Problems accepted; undefined without S3_BUCKET. */
export function s3SettingsOf(env: S3Variables): S3Settings | undefined {
  if (env.S3_BUCKET === undefined || env.S3_REGION === undefined) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    keyPrefix: env.S3_KEY_PREFIX ?? '',
  };
}

/** The parsed environment without its S3_ variables (the config carries them as S3). */
export function withoutS3Variables<T extends object>(env: T): Omit<T, `S3_${string}`> {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith('S3_')),
  ) as Omit<T, `S3_${string}`>;
}

import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env.js';

/* Issue 21: TRUST_PROXY, API_DOCS and SOURCE_MAPS, read and checked at start. */

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  PUBLIC_URL: 'https://portal.example',
  SESSION_SECRET: 'x'.repeat(32),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes addresses, CIDR ranges and named ranges, comma-separated', () => {
    const config = loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback ' });
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', 'trusting every address lets any visitor choose their own'],
    ['1', 'a hop count cannot tell the proxy from a visitor connecting directly'],
    ['proxy.internal', '"proxy.internal" is not an IP address or CIDR range'],
    ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length that is not 0 to 32'],
    ['::1/129', '"::1/129" has a prefix length that is not 0 to 128'],
    ['10.0.0.1,', 'an entry is empty'],
    ['10.0.0.1/8/1', '"10.0.0.1/8/1" is not an IP address or CIDR range'],
  ])('refuses %s at start with the reason', (value, reason) => {
    const [problem] = problemsOf({ TRUST_PROXY: value });
    expect(problem).toMatch(/^TRUST_PROXY: must be the proxy addresses or CIDR ranges/);
    expect(problem).toContain(reason);
  });
});

describe('API_DOCS and SOURCE_MAPS', () => {
  it('are on in local mode and off in production unless set to on', () => {
    expect(loadConfig({})).toMatchObject({ API_DOCS: true, SOURCE_MAPS: true });
    expect(loadConfig(production)).toMatchObject({ API_DOCS: false, SOURCE_MAPS: false });
    const on = loadConfig({ ...production, API_DOCS: 'on', SOURCE_MAPS: 'on' });
    expect(on).toMatchObject({ API_DOCS: true, SOURCE_MAPS: true });
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe(false);
  });

  it('refuse anything but on or off', () => {
    expect(problemsOf({ API_DOCS: 'yes', SOURCE_MAPS: '1' })).toEqual([
      'API_DOCS: must be on or off',
      'SOURCE_MAPS: must be on or off',
    ]);
  });
});

describe('LOG_FORMAT', () => {
  it('is readable in local mode and JSON in production unless set', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig(production).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });

  it('refuses anything but json or pretty', () => {
    expect(problemsOf({ LOG_FORMAT: 'text' })).toEqual([
      'LOG_FORMAT: Invalid option: expected one of "json"|"pretty"',
    ]);
  });
});

describe('S3 settings (decision 32)', () => {
  const s3 = {
    S3_BUCKET: 'corner-files',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: 'https://s3.example',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps the files in the data folder without S3_BUCKET (empty counts as unset)', () => {
    expect(loadConfig({}).S3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: '' }).S3).toBeUndefined();
  });

  it('reads a full set', () => {
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_KEY_PREFIX: 'portal/' }).S3).toEqual(
      {
        bucket: 'corner-files',
        region: 'eu-central-1',
        endpoint: 'https://s3.example',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
        forcePathStyle: true,
        keyPrefix: 'portal/',
      },
    );
    const roleOnly = loadConfig({ S3_BUCKET: 'corner-files', S3_REGION: 'eu-central-1' }).S3;
    expect(roleOnly).toMatchObject({ credentials: undefined, endpoint: undefined });
    expect(roleOnly).toMatchObject({ forcePathStyle: false, keyPrefix: '' });
  });

  it('refuses a half-given set at start, naming what is missing', () => {
    expect(problemsOf({ S3_REGION: 'eu-central-1', S3_ENDPOINT: 'https://s3.example' })).toEqual([
      'S3_BUCKET: is required when S3_REGION, S3_ENDPOINT are set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'corner-files' })).toEqual([
      'S3_REGION: is required with S3_BUCKET',
    ]);
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = s3;
    expect(problemsOf(withoutSecret)).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both or neither',
    ]);
  });

  it('refuses values of the wrong form', () => {
    const problems = problemsOf({
      ...s3,
      S3_BUCKET: 'Corner_Files',
      S3_ENDPOINT: 'ftp://s3.example',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_KEY_PREFIX: '../x y',
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems[1]).toMatch(/^S3_ENDPOINT: must be a URL like/);
    expect(problems[2]).toMatch(/^S3_FORCE_PATH_STYLE: /);
    expect(problems[3]).toMatch(/^S3_KEY_PREFIX: must be/);
  });
});

describe('PAYMENT_WEBHOOK_SECRET and TIME_ZONE (decision 37)', () => {
  it('makes a random webhook secret in local mode, none in production', () => {
    const first = loadConfig({}).PAYMENT_WEBHOOK_SECRET;
    expect(first).toMatch(/^whsec_local_[0-9a-f]{48}$/);
    expect(loadConfig({}).PAYMENT_WEBHOOK_SECRET).not.toBe(first);
    expect(loadConfig(production).PAYMENT_WEBHOOK_SECRET).toBeUndefined();
    const given = 'whsec_given_0123456789abcdef';
    expect(
      loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: given }).PAYMENT_WEBHOOK_SECRET,
    ).toBe(given);
    expect(problemsOf({ PAYMENT_WEBHOOK_SECRET: 'short' })).toEqual([
      'PAYMENT_WEBHOOK_SECRET: must be at least 16 characters',
    ]);
  });

  it('takes an IANA time zone, UTC by default, and refuses anything else at start', () => {
    expect(loadConfig({}).TIME_ZONE).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: '' }).TIME_ZONE).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).TIME_ZONE).toBe('Europe/Berlin');
    expect(problemsOf({ TIME_ZONE: 'Mars/Olympus' })).toEqual([
      'TIME_ZONE: must be an IANA time zone name like Europe/Berlin',
    ]);
  });
});

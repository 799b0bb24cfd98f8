import type { Config } from '../config/env.js';

/*
 * What `npm start` says once the portal listens (decision 51): the address to open, where the
 * data is, the mode, and where sign-in links appear. Local mode prints it as a few lines a
 * person reads; production logs one JSON line of the same facts.
 */

type SummaryConfig = Pick<
  Config,
  'PUBLIC_URL' | 'HOST' | 'DATA_DIR' | 'DATABASE_URL' | 'SMTP_URL' | 'S3' | 'isProduction'
>;

const loopbackOrAny = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/**
 * The address to open: PUBLIC_URL, else `localhost` on the port when the server listens on a
 * loopback or every interface (README's address), else the interface it listens on.
 */
export function portalAddress(config: Pick<Config, 'PUBLIC_URL' | 'HOST'>, port: number) {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const host = loopbackOrAny.has(config.HOST)
    ? 'localhost'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${port}`;
}

/** Where the data lives: the database and the uploaded files. */
function dataPlaces(config: SummaryConfig): string {
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `${config.DATA_DIR}/db`;
  const uploads = config.S3 ? `bucket ${config.S3.bucket}` : `${config.DATA_DIR}/uploads`;
  return `database ${database}, uploads ${uploads}`;
}

/** The facts of the summary, as fields of a log line. */
export function startFacts(config: SummaryConfig, port: number) {
  return {
    url: portalAddress(config, port),
    mode: config.isProduction ? 'production' : 'local',
    data: dataPlaces(config),
    mail: config.SMTP_URL ? 'SMTP_URL' : 'log',
  };
}

/** Local mode: the summary as lines to read. */
export function startSummary(config: SummaryConfig, port: number, ms: number): string {
  const address = portalAddress(config, port);
  const outbox = `${address}/api/v1/dev/outbox`;
  const links = config.SMTP_URL
    ? `mailed through SMTP_URL, copies at ${outbox}`
    : `printed in this log as mails, and listed at ${outbox}`;
  return [
    `Corner portal ready in ${(ms / 1000).toFixed(1)} s: open ${address}`,
    `  mode           ${config.isProduction ? 'production' : 'local'}`,
    `  data           ${dataPlaces(config)}`,
    `  sign-in links  ${links}`,
    '  stop           Ctrl+C',
  ].join('\n');
}

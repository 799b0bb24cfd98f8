import { describe, expect, it } from 'vitest';
import { portalAddress, startFacts, startSummary } from './start-summary.js';

/* What `npm start` says once the portal listens (decision 51, issue 34 point 8). */

const local = {
  PUBLIC_URL: undefined,
  HOST: '127.0.0.1',
  DATA_DIR: '/srv/corner/data',
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  S3: undefined,
  isProduction: false,
};

describe('the start summary', () => {
  it("names README's address, the data folder, the mode and where sign-in links appear", () => {
    expect(startSummary(local, 3000, 2_345).split('\n')).toEqual([
      'Corner portal ready in 2.3 s: open http://localhost:3000',
      '  mode           local',
      '  data           database /srv/corner/data/db, uploads /srv/corner/data/uploads',
      '  sign-in links  printed in this log as mails, and listed at http://localhost:3000/api/v1/dev/outbox',
      '  stop           Ctrl+C',
    ]);
  });

  it('says where mail goes with SMTP_URL, and names PostgreSQL and a bucket', () => {
    const summary = startSummary(
      {
        ...local,
        SMTP_URL: 'smtp://mail.example:587',
        DATABASE_URL: 'postgres://corner@db/corner',
        S3: {
          bucket: 'corner-files',
          region: 'eu-west-1',
          endpoint: undefined,
          credentials: undefined,
          forcePathStyle: false,
          keyPrefix: '',
        },
      },
      3000,
      900,
    );
    expect(summary).toContain(
      'mailed through SMTP_URL, copies at http://localhost:3000/api/v1/dev/outbox',
    );
    expect(summary).toContain('database PostgreSQL (DATABASE_URL), uploads bucket corner-files');
    expect(summary).not.toContain('postgres://');
  });

  it.each([
    ['127.0.0.1', 'http://localhost:3000'],
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
    ['fd00::7', 'http://[fd00::7]:3000'],
  ])('names the address to open when listening on %s', (host, address) => {
    expect(portalAddress({ PUBLIC_URL: undefined, HOST: host }, 3000)).toBe(address);
  });

  it('names PUBLIC_URL in production, in one line of facts', () => {
    expect(
      startFacts(
        {
          ...local,
          isProduction: true,
          HOST: '0.0.0.0',
          PUBLIC_URL: 'https://portal.corner.example/',
        },
        3000,
      ),
    ).toEqual({
      url: 'https://portal.corner.example',
      mode: 'production',
      data: 'database /srv/corner/data/db, uploads /srv/corner/data/uploads',
      mail: 'log',
    });
  });
});

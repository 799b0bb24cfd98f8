import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eWebhookSecret } from './support/payments';
import { e2eSmtpPort } from './support/smtp-sink';

// The suite runs against the built portal (API serving the web app on one port) on a fresh
// embedded database, in Debian's Chromium: Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'corner-e2e-'));
// The portal sends its mail to an SMTP server the sign-in tests start (support/smtp-sink.ts).
const smtpPort = e2eSmtpPort();
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo accounts in once for the whole run (support/sessions.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    // The public pages' HTML on the demo data as seeded: before any spec changes it.
    { name: 'server-html', testMatch: /server-html\.spec\.ts/ },
    {
      name: 'desktop',
      dependencies: ['setup', 'server-html'],
      testIgnore: /server-html\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/api/v1/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The suite's settings alone: a developer's .env must not reach the server under test.
      ENV_FILE: 'none',
      PAYMENT_LINK_URL: 'https://pay.example/corner-reserve',
      // Known to the suite, so a spec signs the provider's events (support/payments.ts).
      PAYMENT_WEBHOOK_SECRET: e2eWebhookSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
});

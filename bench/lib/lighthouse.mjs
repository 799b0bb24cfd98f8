// Lighthouse 13 (mobile, its default form factor and throttling) in Debian's Chromium, with
// the headless flags of TOOLCHAIN.md. One page at a time: they share two cores.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Scores one page; `cookie` (name=value) opens a page behind sign-in. A run Lighthouse itself
 * gives up on (a trace it could not record: NO_NAVSTART, seen about once in 30 runs here) is
 * run again, twice at most.
 */
export async function lighthouse(url, cookie, attempts = 3) {
  try {
    return await scoreOnce(url, cookie);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(
      `  lighthouse ${new URL(url).pathname}: ${String(error.stderr ?? error).trim()}; again`,
    );
    return lighthouse(url, cookie, attempts - 1);
  }
}

async function scoreOnce(url, cookie) {
  const chrome = await launchWithCookies(url, cookie);
  try {
    const { stdout } = await run(
      process.execPath,
      [
        'bench/node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility',
        `--port=${chrome.port}`,
      ],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    );
    return await summary(url, stdout);
  } finally {
    await chrome.kill();
  }
}

/**
 * A Chromium of its own for one run; for a page behind sign-in, a browser that has signed in:
 * the session in its cookie jar, and in its local storage the time zone its signed-in pages
 * named (apps/web/src/features/auth/remember-time-zone.ts), written here without running any
 * of the portal's code, so nothing is warmer than in a browser back with an empty cache.
 * Lighthouse's `--extra-headers` Cookie reached the page's own address but not the calls its
 * code makes (this Chromium, 156.0.8078.108, sent `fetch` without it), so the staff's
 * client-rendered screens were measured on the sign-in page they were sent to. Lighthouse
 * clears the origin's caches before it loads the page, never its cookies or local storage.
 */
async function launchWithCookies(url, cookie) {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  if (!cookie) return chrome;
  try {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const { hostname } = new URL(url);
    const cookies = cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/' };
    });
    await browser.setCookie(...cookies);
    const page = await browser.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((kept) => localStorage.setItem('corner.timeZone', kept), keptTimeZone());
    await page.close();
    await browser.disconnect();
    return chrome;
  } catch (error) {
    await chrome.kill();
    throw error;
  }
}

/** What remember-time-zone.ts keeps: the zone's name and this year's January and July offsets. */
function keptTimeZone() {
  const year = new Date().getFullYear();
  const offsets = [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset());
  return [Intl.DateTimeFormat().resolvedOptions().timeZone, ...offsets].join(' ');
}

async function summary(url, stdout) {
  const report = JSON.parse(stdout);
  await keepReport(url, stdout);
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? null;
  const value = (id) => report.audits[id]?.numericValue ?? null;
  // What moved, the biggest shift first: the element that moved most in each.
  const shifts = (report.audits['layout-shifts']?.details?.items ?? [])
    .toSorted((a, b) => b.score - a.score)
    .map((item) => ({ score: Number(item.score.toFixed(4)), node: item.node?.selector ?? null }));
  const failing = Object.values(report.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    url: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    clsValue: value('cumulative-layout-shift'),
    finalUrl: report.finalDisplayedUrl,
    failingAudits: failing,
    shifts,
  };
}

/**
 * BENCH_LIGHTHOUSE_REPORTS=<folder>: every run's whole report is written there too, for reading
 * what blocked the main thread (the `long-tasks`, `bootup-time` and `mainthread-work-breakdown`
 * audits) or opening it in Lighthouse's viewer.
 */
async function keepReport(url, report) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(join(folder, `${page}-${Date.now()}.json`), report);
}

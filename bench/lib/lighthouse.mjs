// Lighthouse 13 (mobile, its default form factor and throttling) in Debian's Chromium, with
// the headless flags of TOOLCHAIN.md. One page at a time: they share two cores.
import { execFile } from 'node:child_process';
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
].join(' ');

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
  const { stdout } = await run(
    process.execPath,
    [
      'bench/node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${chromeFlags}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout);
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

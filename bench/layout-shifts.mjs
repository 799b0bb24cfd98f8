// `node bench/layout-shifts.mjs <path>…` (after `npm run build`): where a page moves as it loads
// (issue 40). Starts the built portal on a fresh PGlite demo (port 4471), opens each path in
// Chromium at a phone's size (412 x 823) with a session: the demo designer's for /admin and
// design-versions paths, else the demo customer's; `PID` in a path stands for the demo project's
// id. Prints every layout shift of the first six seconds with what moved, where from and where
// to: Lighthouse's CLS names the element, this says why.
/* global window, document, MutationObserver -- recordShifts runs in the page */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { demoSessions } from './lib/load-data.mjs';
import { startPortal } from './lib/processes.mjs';

const port = Number(process.env.SHIFTS_PORT ?? 4471);
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'corner-shifts-'));

/** Records each layout shift with its sources, from the page's first moment. */
function recordShifts() {
  window.__shifts = [];
  const rect = ({ x, y, width, height }) => ({ x, y, width, height });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: Number(entry.value.toFixed(4)),
        atMs: Math.round(entry.startTime),
        moved: entry.sources.map((source) => ({
          node: source.node?.outerHTML?.slice(0, 120) ?? source.node?.textContent ?? null,
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // When main first holds the page with nothing in it busy (no aria-busy left).
  new MutationObserver((_changes, observer) => {
    const main = document.querySelector('main');
    if (main && main.childElementCount > 0 && !document.querySelector('main [aria-busy="true"]')) {
      window.__shownAtMs = Math.round(performance.now());
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

const first = await startPortal({ port, dataDir }); // migrations and the demo data
await first.stop();
const demo = await demoSessions({ driver: 'pglite', dataDir: join(dataDir, 'db') });
const portal = await startPortal({ port, dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const path of process.argv.slice(2).map((each) => each.replace('PID', demo.projectId))) {
    const staff = path.startsWith('/admin') || path.includes('design-versions');
    const cookies = (staff ? demo.staffCookie : demo.customerCookie).split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: origin };
    });
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(`${origin}${path}`);
    await page.waitForTimeout(6000);
    const { shifts, shownAtMs } = await page.evaluate(() => ({
      shifts: window.__shifts,
      shownAtMs: window.__shownAtMs,
    }));
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.info(
      `${path}: shown whole at ${shownAtMs ?? '?'} ms; ${shifts.length} shifts, ${total.toFixed(4)} in all`,
    );
    for (const shift of shifts) console.info(`  ${JSON.stringify(shift)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
  await rm(dataDir, { recursive: true, force: true });
}

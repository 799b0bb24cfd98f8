import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { demoEstimatePageSlug } from '../support/demo-estimate';
import { comparableHtml } from '../support/server-html';

/*
 * The public pages' server-rendered HTML is what it was when the route table and the
 * server-rendering seam were rebuilt (issue 35): the same head, content and sent data, with only
 * hashed asset names and what changes between runs set aside (support/server-html.ts). It runs
 * in its own project before any spec changes the demo data. After a change to what a public
 * page shows, write the pages again with UPDATE_SERVER_HTML=1 and read the diff.
 */

const fixtures = new URL('./server-html/', import.meta.url);
const update = process.env.UPDATE_SERVER_HTML === '1';

const pages: [name: string, path: string][] = [
  ['kitchens', '/kitchens'],
  ['kitchen', '/kitchens/walnut-quartz-city-kitchen'],
  ['kitchen-not-found', '/kitchens/nope'],
  ['components', '/components'],
  ['category', '/components/front'],
  ['component', '/components/front/ash-fluted-front'],
  ['component-not-found', '/components/front/nope'],
  ['category-not-found', '/components/nope'],
  ['login', '/login'],
  ['get-an-estimate', '/get-an-estimate'],
  ['estimate', `/estimate/${demoEstimatePageSlug}`],
  ['estimate-compare', `/estimate/${demoEstimatePageSlug}/compare`],
  ['estimate-not-found', '/estimate/no-such-estimate'],
  ['no-such-page', '/no-such-page'],
];

for (const [name, path] of pages) {
  test(`${path} renders on the server as before`, async ({ request, baseURL }) => {
    const answer = await request.get(path, { headers: { accept: 'text/html' } });
    const page = `${answer.status()}\n${comparableHtml(await answer.text(), baseURL ?? '')}`;
    const fixture = new URL(`${name}.html`, fixtures);
    if (update) {
      mkdirSync(fixtures, { recursive: true });
      writeFileSync(fixture, page);
    }
    expect(page).toBe(readFileSync(fixture, 'utf8'));
  });
}

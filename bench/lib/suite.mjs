// The read figures and the calculation timing of one portal at one data scale.
import { measure, timeCalculation } from './measure.mjs';
import { versionsPerProject } from './load-data.mjs';

/** Does this branch have the server cache of spec section 7 (DELETE /cache/...)? */
async function hasServerCache(origin, ids, cookie) {
  const response = await fetch(`${origin}/api/v1/cache/projects/project/${ids.projectId}`, {
    method: 'DELETE',
    headers: { cookie, origin },
  });
  return response.status !== 404;
}

/** What Chromium sends: cached answers come compressed to browsers (lib/json-answer.ts). */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function runSuite({ origin, bareUrl, ids, projects, staffCookie, customerCookie }) {
  const api = (path) => `/api/v1${path}`;
  const project = api(`/project/${ids.projectId}`);
  const slugs = Array.from({ length: projects }, (_, index) =>
    api(`/estimate-view/bench-${index + 1}`),
  );
  const cache = await hasServerCache(origin, ids, staffCookie);
  const targets = [
    { name: 'estimate view, cached (one slug)', paths: [slugs[0]] },
    { name: `estimate view, uncached (${projects} slugs in turn)`, paths: slugs },
    { name: 'batch details', paths: [`${project}/batches/${ids.batchId}`], cookie: staffCookie },
    { name: 'design-version list', paths: [`${project}/design-versions`], cookie: staffCookie },
    { name: 'customer estimate', paths: [`${project}/estimate`], cookie: customerCookie },
    { name: 'gallery: kitchens', paths: [api('/gallery/kitchens')] },
    { name: 'gallery: categories', paths: [api('/gallery/components/categories')] },
    { name: 'gallery: components', paths: [api('/gallery/components?category=front')] },
  ];
  const reads = [];
  for (const target of targets) {
    const headers = { ...browserHeaders, ...(target.cookie ? { cookie: target.cookie } : {}) };
    const check = await fetch(`${origin}${target.paths[0]}`, { headers });
    if (!check.ok) throw new Error(`${target.name}: ${check.status} ${await check.text()}`);
    const figure = await measure(bareUrl, { ...target, origin, headers });
    console.info(
      `  ${figure.name}: ${figure.rps} req/s (${figure.ratio}x bare; rounds ${figure.ratios.join(', ')}), p50 ${figure.p50} ms, p99 ${figure.p99} ms`,
    );
    reads.push(figure);
  }
  const calculation = await timeCalculation({
    origin,
    path: `${project}/batches/${ids.batchId}/calculate-batch-estimate`,
    cookie: staffCookie,
    versions: versionsPerProject,
  });
  console.info(`  calculate-batch-estimate: ${calculation.msPerVersionMedian} ms per version`);
  return { serverCache: cache, reads, calculation };
}

// The read figures and the calculation timing of one portal at one data scale.
import { request } from 'node:http';
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

/**
 * One answer as the portal sends it: the body's bytes before any decoding (fetch would
 * decompress them) and the headers that say what they are.
 */
export function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url}: ${response.statusCode} ${Buffer.concat(chunks)}`));
          return;
        }
        const kept = ['content-type', 'content-encoding', 'vary'];
        resolve({
          body: Buffer.concat(chunks),
          headers: Object.fromEntries(
            kept.flatMap((name) =>
              response.headers[name] ? [[name, response.headers[name]]] : [],
            ),
          ),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** What Chromium sends: cached answers come compressed to browsers (lib/json-answer.ts). */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * The demo's own reads (a few kB each: the answers a real estimate gives), beside the bench's
 * (63 kB), so each cached read is measured at both sizes (issue 27); the galleries are the
 * demo's in both lists, measured once.
 */
function demoReads(api, demo, staffCookie) {
  if (!demo) return [];
  const project = api(`/project/${demo.projectId}`);
  return [
    { name: 'estimate view, cached [demo]', paths: [api('/estimate-view/demo-kitchen-estimate')] },
    // The server-rendered page itself, sent from the page cache (decision 46).
    { name: 'estimate page HTML, cached [demo]', paths: ['/estimate/demo-kitchen-estimate'] },
    {
      name: 'batch details [demo]',
      paths: [`${project}/batches/${demo.batchId}`],
      cookie: staffCookie,
    },
    {
      name: 'design-version list [demo]',
      paths: [`${project}/design-versions`],
      cookie: staffCookie,
    },
    {
      name: 'customer estimate [demo]',
      paths: [`${project}/estimate`],
      cookie: demo.customerCookie,
    },
  ];
}

export async function runSuite({
  origin,
  yardstick,
  ids,
  demo,
  portalPid,
  projects,
  staffCookie,
  customerCookie,
}) {
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
    // The server-rendered gallery page, sent from the page cache (decision 46).
    { name: 'gallery page HTML, cached', paths: ['/kitchens'] },
    ...demoReads(api, demo, staffCookie),
  ];
  const reads = [];
  for (const target of targets) {
    const headers = { ...browserHeaders, ...(target.cookie ? { cookie: target.cookie } : {}) };
    const answer = await rawAnswer(`${origin}${target.paths[0]}`, headers);
    await yardstick.setSameBytes(answer);
    const figure = await measure(yardstick, { ...target, origin, headers, pid: portalPid });
    console.info(
      `  ${figure.name}: ${figure.rps} req/s (${figure.ratio}x bare; rounds ${figure.ratios.join(', ')}), p50 ${figure.p50} ms, p99 ${figure.p99} ms; the same ${answer.body.length} bytes alone ${figure.sameBytesRatio}x bare, the portal ${figure.ofSameBytes}x of them; CPU per request ${figure.cpuUs} µs, the same bytes' ${figure.sameBytesCpuUs} µs (${figure.cpuOfSameBytes}x)`,
    );
    reads.push({ ...figure, answerBytes: answer.body.length, signedIn: Boolean(target.cookie) });
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

import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { formatDateTime, timeZoneCookie } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { batches, designVersions, estimatePages, galleryKitchens } from '../../db/schema.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { ensureWebBuild, webDist } from '../../../test/helpers/web-build.js';
import { unknownSlugLimit } from '../estimates/index.js';

/*
 * The server-rendered public pages (decision 46) from the real web build: status codes, each
 * page's head, the data in the first HTML, and the page cache's hit and drop.
 */
let subject: TestApp;
beforeAll(async () => {
  expect(ensureWebBuild()).toBe(true);
  subject = await buildTestApp({ demoData: true, webDistDir: webDist });
}, 240_000);
afterAll(() => subject.close());

const get = (url: string) => subject.app.inject({ method: 'GET', url });
const demoSlug = 'demo-kitchen-estimate';

/** Text as it is written in HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function firstKitchen() {
  const list = (await get('/api/v1/gallery/kitchens')).json<{
    items: { slug: string; name: string; summary: string }[];
  }>();
  const kitchen = list.items[0]!;
  return { ...kitchen, name: html(kitchen.name), plainName: kitchen.name };
}

describe('server-rendered public pages', () => {
  it('renders a kitchen page with its data, its own head and a 200', async () => {
    const kitchen = await firstKitchen();
    const page = await get(`/kitchens/${kitchen.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<title>${kitchen.name} · Corner</title>`);
    expect(page.body).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+/kitchens/${kitchen.slug}" />`),
    );
    expect(page.body).toContain(`<meta property="og:title" content="${kitchen.name} · Corner" />`);
    expect(page.body).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/files\//);
    expect(page.body).toContain('<meta property="og:description"');
    expect(page.body).not.toContain('noindex');
    // The page itself, not the loading frame, with the data the client hydrates from.
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${kitchen.name}</h1>`));
    expect(page.body).not.toContain('Loading page…');
    expect(page.body).toContain('<script type="application/json" id="ssr-state">');
    expect(page.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
  });

  it('renders the published estimate page whole, kept out of search engines', async () => {
    const page = await get(`/estimate/${demoSlug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toMatch(/<title>[^<]*Walker Family Kitchen[^<]*<\/title>/);
    // Lines and drivers are in the HTML, not left to a script (no fallback, no inline swap).
    expect(page.body).toContain('Fronts &amp; Boxes');
    expect(page.body).toContain('Kitchen size');
    expect(page.body).not.toContain('Loading item details');
    expect(page.body).not.toContain('$RC');
    const compare = await get(`/estimate/${demoSlug}/compare`);
    expect(compare.statusCode).toBe(200);
    expect(compare.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders a component at its readable address and moves its old id address there for good', async () => {
    const fronts = (await get('/api/v1/gallery/components?category=front')).json<{
      items: { id: string; slug: string; name: string }[];
    }>();
    const front = fronts.items[0]!;
    const page = await get(`/components/front/${front.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${html(front.name)}</h1>`));
    for (const old of [`/components/front/${front.id}`, `/components/box/${front.slug}`]) {
      const moved = await get(old);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location, old).toBe(`/components/front/${front.slug}`);
    }
  });

  it('answers 404 with its page for an unknown kitchen, component, category, slug or address', async () => {
    const unknown: [string, string][] = [
      ['/kitchens/no-such-kitchen', 'Kitchen not found'],
      ['/components/no-such-category', 'Category not found'],
      ['/components/front/no-such-front', 'Component not found'],
      ['/components/front/00000000-0000-4000-8000-000000000000', 'Component not found'],
      ['/estimate/no-such-estimate', 'This estimate link is not valid or is no longer published.'],
      ['/no-such-page', 'Page not found'],
    ];
    for (const [url, text] of unknown) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain(text);
    }
  });

  it('refuses unknown slugs on the estimate and Compare pages once the slug limit is reached', async () => {
    const guesser = '10.46.0.1';
    const open = (url: string) =>
      subject.app.inject({ method: 'GET', url, remoteAddress: guesser });
    for (let index = 0; index < unknownSlugLimit.max; index += 1) {
      expect((await open(`/estimate/guess-${index}`)).statusCode).toBe(404);
    }
    expect((await open('/estimate/guess-last')).statusCode).toBe(429);
    expect((await open('/estimate/guess-last/compare')).statusCode).toBe(429);
    expect((await open(`/estimate/${demoSlug}/compare`)).statusCode).toBe(200);
  });

  it('redirects as the router does, and leaves staff screens to the browser', async () => {
    const gallery = await get('/gallery');
    expect(gallery.statusCode).toBe(302);
    expect(gallery.headers.location).toBe('/kitchens');
    const users = await get('/admin/users');
    expect(users.statusCode).toBe(200);
    expect(users.body).toContain('Corner needs JavaScript to show this page.');
    expect(users.body).not.toContain('ssr-state');
  });

  it("links a signed-in page's own code and styles from its index.html, and no other page's", async () => {
    const preloads = JSON.parse(
      readFileSync(`${webDist}/.vite/route-preloads.json`, 'utf8'),
    ) as Record<string, { scripts: string[]; styles: string[] }>;
    const pages: [url: string, pattern: string][] = [
      ['/project/123/design-versions', '/project/:projectId/design-versions'],
      ['/project/123/design-versions/?ref=mail', '/project/:projectId/design-versions'],
      ['/admin/users', '/admin/users'],
      ['/admin/projects/123', '/admin/projects/:projectId'],
    ];
    for (const [url, pattern] of pages) {
      const page = await get(url);
      const files = preloads[pattern]!;
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('Loading page…');
      expect(files.scripts.length, pattern).toBeGreaterThan(0);
      for (const file of files.scripts) {
        const link = `<link rel="modulepreload" crossorigin href="/${file}">`;
        expect(page.body, url).toContain(link);
        expect(page.body.indexOf(link), url).toBeLessThan(page.body.indexOf('</head>'));
      }
      for (const file of files.styles) {
        expect(page.body, url).toContain(
          `<link rel="preload" as="style" crossorigin href="/${file}">`,
        );
      }
    }
    // The design versions screen's own chunk is not linked from the users screen.
    const versionsOnly = preloads['/project/:projectId/design-versions']!.scripts.filter(
      (file) => !preloads['/admin/users']!.scripts.includes(file),
    );
    expect(versionsOnly.length).toBeGreaterThan(0);
    const users = await get('/admin/users');
    for (const file of versionsOnly) expect(users.body).not.toContain(file);
  });

  it('sends a staff screen compressed to a browser that accepts brotli', async () => {
    const plain = await get('/admin/users');
    const compressed = await subject.app.inject({
      url: '/admin/users',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('gives each public page its own title and canonical address', async () => {
    const titles: Record<string, string> = {
      '/kitchens': 'Kitchens · Corner',
      '/components': 'Components · Corner',
      '/components/front': 'Fronts · Corner',
      '/login': 'Sign in · Corner',
      '/login/confirm': 'Sign in · Corner',
      '/get-an-estimate': 'Get an estimate · Corner',
    };
    for (const [url, title] of Object.entries(titles)) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<title>${title}</title>`);
      expect(page.body, url).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${url}" />`));
    }
  });
});

describe('the page cache', () => {
  it('sends a kept gallery page until a gallery write drops it', async () => {
    const kitchen = await firstKitchen();
    const url = `/kitchens/${kitchen.slug}`;
    expect((await get(url)).body).toContain(kitchen.name);
    // A change made behind the API's back: the kept page (and data) are still sent.
    const renamed = `${kitchen.plainName} Renamed`;
    const db = subject.app.database.db;
    await db
      .update(galleryKitchens)
      .set({ name: renamed })
      .where(eq(galleryKitchens.slug, kitchen.slug));
    const kept = await get(url);
    expect(kept.body).not.toContain(html(renamed));
    // What every catalog or kitchen write calls drops the page with the data.
    await subject.app.cache.invalidateGallery();
    const fresh = await get(url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain(`<title>${html(renamed)} · Corner</title>`);
    await db
      .update(galleryKitchens)
      .set({ name: kitchen.plainName })
      .where(eq(galleryKitchens.slug, kitchen.slug));
    await subject.app.cache.invalidateGallery();
  });

  it("keeps the Compare view under the versions it names: one visitor's choice is not everyone's", async () => {
    const view = (await get(`/api/v1/estimate-view/${demoSlug}`)).json<
      { id: string; designVersionName: string }[]
    >();
    expect(view.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = view.map((item) => item.id);
    const compare = (versions: string) => get(`/estimate/${demoSlug}/compare?versions=${versions}`);
    const chosen = await compare(`${third},${second}`);
    const other = await compare(`${first},${second}`);
    expect([chosen.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(other.body).not.toBe(chosen.body);
    // Each choice is kept and sent again as it was; the same ids written twice are one choice.
    expect((await compare(`${third},${second}`)).body).toBe(chosen.body);
    expect((await compare(`${third},${second},${third}`)).body).toBe(chosen.body);
    // A hand-made address still renders, and leaves the kept choices alone.
    expect((await compare(`nope,${first},${second},${third}`)).statusCode).toBe(200);
    expect((await compare(`${first},${second}`)).body).toBe(other.body);
  });

  it('keeps an estimate page under its project: a write of the project drops it', async () => {
    const url = `/estimate/${demoSlug}`;
    const first = await get(url);
    const db = subject.app.database.db;
    const [row] = await db
      .select({ projectId: batches.projectId })
      .from(estimatePages)
      .innerJoin(batches, eq(batches.id, estimatePages.batchId))
      .where(eq(estimatePages.slug, demoSlug));
    const versions = await db
      .select({ id: designVersions.id, name: designVersions.name })
      .from(designVersions)
      .where(eq(designVersions.projectId, row!.projectId));
    const shown = versions.find((version) => first.body.includes(version.name))!;
    expect(shown).toBeDefined();
    const renamed = `${shown.name} Revised`;
    await db.update(designVersions).set({ name: renamed }).where(eq(designVersions.id, shown.id));
    const kept = await get(url);
    expect(kept.body).toBe(first.body);
    // The drop every write of the project makes (a publish, a new estimate, a version edit).
    await subject.app.cache.invalidateProject(row!.projectId);
    const fresh = await get(url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain(renamed);
    await db
      .update(designVersions)
      .set({ name: shown.name })
      .where(eq(designVersions.id, shown.id));
    await subject.app.cache.invalidateProject(row!.projectId);
  });
});

describe("the customer's pages, rendered for their caller (issue 40)", () => {
  const customer = 'customer@corner.example';
  const other = 'other@corner.example';
  /** As a signed-in browser that has said where it is (decision 69). */
  const as = (cookie: string, url: string, zone = 'UTC') =>
    subject.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${cookie}; ${timeZoneCookie}=${encodeURIComponent(zone)}` },
    });
  /** Text the page shows while a read is on its way ('Loading estimate…'). */
  const loadingLine = /Loading[^<]*…/;

  async function walkerKitchen(cookie: string) {
    const list = (await as(cookie, '/api/v1/projects')).json<{
      items: { id: string; name: string }[];
    }>();
    const project = list.items.find((item) => item.name === 'Walker Family Kitchen')!;
    const estimate = (await as(cookie, `/api/v1/project/${project.id}/estimate`)).json<{
      designVersions: { name: string; estimate: unknown }[];
    }>();
    const priced = estimate.designVersions.filter((version) => version.estimate !== null);
    return { id: project.id, versionNames: priced.map((version) => html(version.name)) };
  }

  it('renders the estimate page whole, with its prices, sent for the caller alone', async () => {
    const cookie = await signInAs(subject, customer);
    const walker = await walkerKitchen(cookie);
    expect(walker.versionNames.length).toBeGreaterThan(0);
    const page = await as(cookie, `/project/${walker.id}/estimate`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<title>Walker Family Kitchen[^<]* · Corner<\/title>/);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    for (const name of walker.versionNames) expect(page.body).toContain(name);
    expect(page.body).toContain('Total Price:');
    expect(page.body).not.toMatch(loadingLine);
    expect(page.body).toContain('<script type="application/json" id="ssr-state">');
  });

  it('renders the projects list, the dashboard, the Compare view and the thread whole', async () => {
    const cookie = await signInAs(subject, customer);
    const walker = await walkerKitchen(cookie);
    const pages = [
      '/projects',
      `/project/${walker.id}/dashboard`,
      `/project/${walker.id}/estimate/compare`,
      `/project/${walker.id}/messages`,
    ];
    for (const url of pages) {
      const page = await as(cookie, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.body, url).toContain('Walker Family Kitchen');
      expect(page.body, url).not.toMatch(loadingLine);
    }
    const projects = await as(cookie, '/projects');
    expect(projects.body).toContain(`Signed in as ${customer}`);
  });

  it('renders the template project whole: every stage with its guides, nothing left to read', async () => {
    const cookie = await signInAs(subject, customer);
    const url = '/project-template?startDate=2026-12-28&productionComplexity=standard';
    const page = await as(cookie, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<title>Project template · Corner</title>');
    expect(page.body).toContain('Your kitchen, step by step');
    for (const stage of ['Design approval', 'Production', 'Delivery', 'Installation']) {
      expect(page.body, stage).toMatch(new RegExp(`<h3[^>]*>${stage}</h3>`));
    }
    // The installation's dates (React writes a comment between the texts it joins).
    expect(page.body).toMatch(/Mar 29, 2027(<!-- -->)? – (<!-- -->)?Apr 2, 2027/);
    expect(page.body).toContain('What happens in the workshop'); // a stage's guide
    expect(page.body).not.toMatch(loadingLine);
    expect(page.body).toContain('<script type="application/json" id="ssr-state">');
    const unread = subject
      .logs()
      .filter(
        (line) =>
          line.reqId === page.headers['x-request-id'] && line.msg === 'page rendered without reads',
      );
    expect(unread).toEqual([]);
  });

  it("writes the page's dates in the reader's zone, and leaves it to a browser that has not said", async () => {
    const cookie = await signInAs(subject, customer);
    const walker = await walkerKitchen(cookie);
    const posted = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/project/${walker.id}/messages`,
      headers: { origin: testOrigin, cookie },
      payload: { text: 'When does the worktop arrive?' },
    });
    expect(posted.statusCode).toBe(201);
    const sent = posted.json<{ createdAt: string }>().createdAt;
    const url = `/project/${walker.id}/messages`;
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const page = await as(cookie, url, zone);
      expect(page.body, zone).toContain(`<time dateTime="${sent}">${formatDateTime(sent, zone)}`);
    }
    const unsaid = await subject.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(unsaid.statusCode).toBe(200);
    expect(unsaid.body).toContain('Loading page…');
    expect(unsaid.body).not.toContain('ssr-state');
    const unknown = await as(cookie, url, 'Mars/Olympus_Mons');
    expect(unknown.body).not.toContain('ssr-state');
  });

  it('sends someone not signed in to sign in, to come back to the page', async () => {
    const cookie = await signInAs(subject, customer);
    const walker = await walkerKitchen(cookie);
    const url = `/project/${walker.id}/estimate?ref=mail`;
    const page = await subject.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${timeZoneCookie}=UTC` },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login?returnTo=${encodeURIComponent(url)}`);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it("never sends one customer's page to another, with the page cache warm", async () => {
    const casey = await signInAs(subject, customer);
    const chen = await signInAs(subject, other);
    const walker = await walkerKitchen(casey);
    // Warm: the public estimate page kept, the customer's own page rendered just before.
    expect((await get(`/estimate/${demoSlug}`)).statusCode).toBe(200);
    expect((await as(casey, `/project/${walker.id}/estimate`)).statusCode).toBe(200);

    const chensView = await as(chen, `/project/${walker.id}/estimate`);
    expect(chensView.statusCode).toBe(404);
    expect(chensView.body).not.toContain('Walker Family Kitchen');
    for (const name of walker.versionNames) expect(chensView.body).not.toContain(name);
    expect((await as(chen, `/project/${walker.id}/dashboard`)).body).not.toContain('Walker');

    // The same address, each in turn: each their own list.
    for (let round = 0; round < 2; round += 1) {
      const caseys = await as(casey, '/projects');
      const chens = await as(chen, '/projects');
      expect(caseys.body).toContain('Walker Family Kitchen');
      expect(caseys.body).not.toContain('Chen Loft Kitchen');
      expect(chens.body).toContain('Chen Loft Kitchen');
      expect(chens.body).not.toContain('Walker');
    }
  });
});

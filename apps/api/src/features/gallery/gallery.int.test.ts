import { catalogCategories } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryKitchens } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
}, 120_000);
afterAll(() => subject.close());

const get = (url: string) => subject.app.inject({ method: 'GET', url });

describe('kitchens gallery', () => {
  it('lists the six demo kitchens, newest first, each with a sized cover picture', async () => {
    const response = await get('/api/v1/gallery/kitchens');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body.items).toHaveLength(6);
    expect(body.total).toBe(6);
    for (const kitchen of body.items) {
      expect(kitchen.slug).toMatch(/^[a-z0-9-]+$/);
      expect(kitchen.cover.width).toBeGreaterThan(0);
      expect(kitchen.cover.height).toBeGreaterThan(0);
      expect(kitchen.cover.thumbnailsSmall).toMatch(/^\/files\//);
    }
  });

  it('answers one kitchen by slug with its renders and components', async () => {
    const list = (await get('/api/v1/gallery/kitchens')).json();
    const slug = list.items[0].slug as string;
    const response = await get(`/api/v1/gallery/kitchens/${slug}`);
    expect(response.statusCode).toBe(200);
    const kitchen = response.json();
    expect(kitchen.slug).toBe(slug);
    expect(kitchen.renders.length).toBeGreaterThan(1);
    expect(kitchen.components.length).toBeGreaterThan(0);
  });

  it('serves the pictures themselves, cached forever', async () => {
    const list = (await get('/api/v1/gallery/kitchens')).json();
    const picture = await get(list.items[0].cover.thumbnailsSmall as string);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.length).toBeGreaterThan(1000);
  });

  it('answers 404 with the error body for an unknown slug', async () => {
    const response = await get('/api/v1/gallery/kitchens/no-such-kitchen');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Kitchen not found', code: 'NOT_FOUND' });
  });

  it('answers 400 naming the parameter for a malformed slug or page', async () => {
    const badSlug = await get('/api/v1/gallery/kitchens/Not%20A%20Slug');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().code).toBe('VALIDATION_ERROR');
    expect(badSlug.json().error).toContain('slug');

    const badPage = await get('/api/v1/gallery/kitchens?page=zero');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error).toContain('page');
  });
});

describe('components gallery', () => {
  it('lists the seven categories with at least 40 public items between them', async () => {
    const response = await get('/api/v1/gallery/components/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((category: { category: string }) => category.category)).toEqual([
      ...catalogCategories,
    ]);
    const total = categories.reduce(
      (sum: number, category: { count: number }) => sum + category.count,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('pages through one category and answers each item', async () => {
    const first = await get('/api/v1/gallery/components?category=front&page=1');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.category).toBe('front');

    const item = page.items[0];
    expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const one = await get(`/api/v1/gallery/components/front/${item.slug}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: item.id, name: item.name, category: 'front' });
  });

  it('answers an item with the published kitchens that use it', async () => {
    const kitchens = (await get('/api/v1/gallery/kitchens')).json().items as { slug: string }[];
    const kitchen = (await get(`/api/v1/gallery/kitchens/${kitchens[0]!.slug}`)).json();
    const used = kitchen.components[0];
    const one = (await get(`/api/v1/gallery/components/${used.category}/${used.slug}`)).json();
    expect(one.kitchens).toContainEqual({ slug: kitchen.slug, name: kitchen.name });
    // An unpublished kitchen is not named.
    const db = subject.app.database.db;
    await db
      .update(galleryKitchens)
      .set({ published: false })
      .where(eq(galleryKitchens.slug, kitchen.slug));
    await subject.app.cache.invalidateGallery();
    const after = (await get(`/api/v1/gallery/components/${used.category}/${used.slug}`)).json();
    expect(after.kitchens.map((each: { slug: string }) => each.slug)).not.toContain(kitchen.slug);
    await db
      .update(galleryKitchens)
      .set({ published: true })
      .where(eq(galleryKitchens.slug, kitchen.slug));
    await subject.app.cache.invalidateGallery();
  });

  it('refuses an unknown category naming the field, and answers 404 for an unknown slug', async () => {
    const badCategory = await get('/api/v1/gallery/components?category=sofa');
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error).toContain('category');

    for (const unknown of ['no-such-front', '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/v1/gallery/components/front/${unknown}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Component not found', code: 'NOT_FOUND' });
    }

    const badSlug = await get('/api/v1/gallery/components/front/No%20Such');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error).toContain('slug');
  });

  it('answers an address from before slugs (its id) or under a category it has left, saying where it lives', async () => {
    const page = (await get('/api/v1/gallery/components?category=front')).json();
    const item = page.items[0];
    for (const address of [`front/${item.id}`, `box/${item.slug}`]) {
      const response = await get(`/api/v1/gallery/components/${address}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ slug: item.slug, category: 'front' });
    }
  });

  it('logs refused calls without a stack trace', () => {
    const refusals = subject.logs().filter((line) => line.msg === 'request refused');
    expect(refusals.length).toBeGreaterThan(0);
    for (const line of refusals) expect(JSON.stringify(line)).not.toContain('    at ');
  });
});

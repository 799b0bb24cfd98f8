import { catalogCategories } from '@corner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const one = await get(`/api/v1/gallery/components/front/${item.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: item.id, name: item.name, category: 'front' });
  });

  it('refuses an unknown category naming the field, and answers 404 for an unknown id', async () => {
    const badCategory = await get('/api/v1/gallery/components?category=sofa');
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error).toContain('category');

    const unknown = await get(
      '/api/v1/gallery/components/front/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Component not found', code: 'NOT_FOUND' });

    const badId = await get('/api/v1/gallery/components/front/42');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toContain('id');
  });

  it('does not answer an item under another category than its own', async () => {
    const page = (await get('/api/v1/gallery/components?category=front')).json();
    const response = await get(`/api/v1/gallery/components/box/${page.items[0].id}`);
    expect(response.statusCode).toBe(404);
  });

  it('logs refused calls without a stack trace', () => {
    const refusals = subject.logs().filter((line) => line.msg === 'request refused');
    expect(refusals.length).toBeGreaterThan(0);
    for (const line of refusals) expect(JSON.stringify(line)).not.toContain('    at ');
  });
});

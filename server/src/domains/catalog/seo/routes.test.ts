import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let staff: FastifyInstance;
let anonymous: FastifyInstance;
let shirt: { handle: string | null };

beforeAll(async () => {
  database = await testDatabase();
  staff = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  const region = await seedRegion(staff);
  shirt = await seedProduct(staff, region.id);
  await seedProduct(staff, region.id, { title: 'Secret Draft', status: 'draft' });
  await staff.inject({
    method: 'POST',
    url: '/admin/collections',
    payload: { title: 'Summer Sale' },
  });
  await staff.inject({
    method: 'POST',
    url: '/admin/product-categories',
    payload: { name: 'Shirts & Tops', handle: 'shirts', is_active: true },
  });
  await staff.inject({
    method: 'POST',
    url: '/admin/product-categories',
    payload: { name: 'Hidden', handle: 'hidden', is_active: true, is_internal: true },
  });
});

afterAll(async () => {
  await staff?.close();
  await anonymous?.close();
  await database?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists the storefront pages of published products, collections and public categories', async () => {
    const response = await anonymous.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locs(response.body)).toEqual([
      'http://shop.example/',
      'http://shop.example/products',
      `http://shop.example/products/${shirt.handle}`,
      'http://shop.example/collections/summer-sale',
      'http://shop.example/categories/shirts',
    ]);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('follows catalogue changes (the cached answer is dropped on an admin write)', async () => {
    const before = await anonymous.inject({ method: 'GET', url: '/sitemap.xml' });
    await staff.inject({ method: 'POST', url: '/admin/collections', payload: { title: 'Winter' } });
    const after = await anonymous.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(before.body)).not.toContain('http://localhost:80/collections/winter');
    expect(locs(after.body).some((loc) => loc?.endsWith('/collections/winter'))).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('allows the store, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const response = await anonymous.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /app/');
    expect(response.body).toContain('Disallow: /store/');
    expect(response.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });
});

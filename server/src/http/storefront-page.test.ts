import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAndShopperApps, staffAndShopperApps } from '../test/app.ts';
import { seedRegion } from '../test/fixtures/products.ts';
import { EMBEDDED_REGIONS_ID, STOREFRONT_REGIONS_URL } from './storefront-page.ts';

/**
 * Every pattern String.replace reads in a replacement string, a line and paragraph
 * separator, and markup that would end the script element early if written as it is.
 */
const TRICKY_NAME =
  "Nordics $$ $& $` $' $1 $<x> \u2028\u2029 </script><script>alert(1)</script><!--";

let dir: string;
let apps: StaffAndShopperApps;
let shop: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-page-'));
  mkdirSync(join(dir, 'storefront'));
  writeFileSync(
    join(dir, 'storefront', 'index.html'),
    '<!doctype html><html><head><title>store</title></head><body><div id="root"></div></body></html>',
  );
  apps = await staffAndShopperApps({ apps: { storefront: join(dir, 'storefront') } });
  shop = apps.shop;
  await seedRegion(apps.admin, { name: TRICKY_NAME });
});

afterAll(async () => {
  await apps?.close();
  rmSync(dir, { recursive: true, force: true });
});

function embeddedRegions(html: string): unknown {
  const page = new RegExp(
    `<script type="application/json" id="${EMBEDDED_REGIONS_ID}">(.*?)</script>`,
  );
  const match = page.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe("the storefront's page", () => {
  it("carries the answer to the storefront's regions read, the same as the API's", async () => {
    const page = await shop.inject('/products/some-shirt');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>store</title>');
    const api = await shop.inject(STOREFRONT_REGIONS_URL);
    expect(embeddedRegions(page.body)).toEqual(api.json());
    expect(api.json().regions[0].name).toBe(TRICKY_NAME);
  });

  it('reads back a region name with replacement patterns exactly, the page around it intact', async () => {
    const page = await shop.inject('/');
    const embedded = embeddedRegions(page.body) as { regions: Array<{ name: string }> };
    expect(embedded.regions[0]?.name).toBe(TRICKY_NAME);
    // `$'` or `$&` spliced in would repeat the page's own markup.
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.body.endsWith('</body></html>')).toBe(true);
    expect(page.body).not.toMatch(/[\u2028\u2029]/);
  });

  it('keeps a name with markup inside the data, where it cannot end the script', async () => {
    const page = await shop.inject('/');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
  });
});

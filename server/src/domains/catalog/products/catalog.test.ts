import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { createBatchJobWorker } from '../../../jobs/index.ts';
import type { BatchJobWorker } from '../../../jobs/worker.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';
import { LocalFileStorage } from '../../settings/uploads/storage.ts';
import { exportFilter, productCatalog } from './catalog.ts';

/*
 * The product export and import jobs over the real catalogue: staff create the jobs
 * through the API, the worker runs them against the database, and what the file says
 * becomes products the API answers with.
 */

let database: Database;
let app: FastifyInstance;
let storage: LocalFileStorage;
let worker: BatchJobWorker;
let shirt: { id: string; handle: string; variants: Array<{ id: string; sku: string }> };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'catalog-jobs-')));
  worker = createBatchJobWorker({ db: database.db, catalog: productCatalog(database.db), storage });
  const region = await seedRegion(app);
  shirt = await seedProduct(app, region.id, { handle: 'export-shirt' });
  await seedProduct(app, region.id, { handle: 'draft-shirt', status: 'draft' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function runJob(type: string, context: object) {
  const created = expectContract(
    'AdminCreateBatchJob',
    await call('POST', '/admin/batch-jobs', { type, context, dry_run: true }),
  ).batch_job;
  await worker.drain();
  const prepared = (await call('GET', `/admin/batch-jobs/${created.id}`)).json().batch_job;
  if (prepared.status !== 'pre_processed') return prepared;
  expectContract(
    'AdminConfirmBatchJob',
    await call('POST', `/admin/batch-jobs/${created.id}/confirm`),
  );
  await worker.drain();
  return expectContract('AdminGetBatchJob', await call('GET', `/admin/batch-jobs/${created.id}`))
    .batch_job;
}

async function text(key: string): Promise<string> {
  const file = await storage.get(key);
  if (!file) throw new Error(`no file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('product jobs over the real catalogue', () => {
  it('exports the filtered products with their variants, stock and prices', async () => {
    const job = await runJob('product-export', {
      filterable_fields: { status: ['published'], q: 'shirt' },
    });
    expect(job.status).toBe('completed');
    const csv = await text(job.result.file_key);
    expect(csv).toContain('export-shirt');
    expect(csv).not.toContain('draft-shirt');
    const [sku] = shirt.variants.map((variant) => variant.sku);
    expect(csv).toMatch(new RegExp(`${sku},,5,false,true,Size,S,1800,2000`));
  });

  it('imports a file: updates by id, creates by handle, and keeps unlisted variants', async () => {
    const [small, medium] = shirt.variants;
    const file = [
      'product_id,product_handle,product_title,product_status,variant_id,variant_title,variant_sku,variant_inventory_quantity,option_1_name,option_1_value,price_usd',
      `${shirt.id},export-shirt,Renamed shirt,published,${small?.id},S,${small?.sku},9,Size,S,2500`,
      ',imported-mug,Imported mug,published,,One size,IMPORTED-MUG,4,Size,One,900',
    ].join('\n');
    await storage.put('protected/catalog-import.csv', Buffer.from(file));
    const job = await runJob('product-import', { fileKey: 'protected/catalog-import.csv' });
    expect(job.status).toBe('completed');

    const updated = expectContract(
      'AdminGetProduct',
      await call('GET', `/admin/products/${shirt.id}`),
    ).product;
    expect(updated.title).toBe('Renamed shirt');
    const byId = new Map(updated.variants.map((v: { id: string }) => [v.id, v]));
    expect(byId.get(small?.id)).toMatchObject({ inventory_quantity: 9 });
    expect(byId.has(medium?.id)).toBe(true);

    const mugs = expectContract(
      'AdminListProducts',
      await call('GET', '/admin/products?handle=imported-mug'),
    ).products;
    expect(mugs).toHaveLength(1);
    expect(mugs[0].variants[0]).toMatchObject({ sku: 'IMPORTED-MUG', inventory_quantity: 4 });
    expect(mugs[0].sales_channels).toHaveLength(1);
  });

  it('fails an export whose filters are not product filters, with the reason', async () => {
    const job = await runJob('product-export', { filterable_fields: { colour: 'red' } });
    expect(job.status).toBe('failed');
    expect(JSON.stringify(job.result)).toContain(
      'filterable_fields.colour is not a product filter',
    );
  });
});

describe('exportFilter', () => {
  it('accepts a single string for a list filter and refuses wrong types', () => {
    expect(exportFilter({ status: 'published', is_giftcard: false })).toEqual({
      status: ['published'],
      is_giftcard: false,
    });
    expect(() => exportFilter({ q: 3 })).toThrow('filterable_fields.q must be a string');
    expect(() => exportFilter({ tags: [1] })).toThrow('must be a string or a list of strings');
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { batchJob } from '../domains/catalog/batch-jobs/repository.ts';
import { confirmBatchJob, createBatchJob } from '../domains/catalog/batch-jobs/service.ts';
import { LocalFileStorage } from '../domains/settings/uploads/storage.ts';
import { testPrincipal } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { csvLine, guardFormula, parseCsv, unguardFormula } from './csv.ts';
import type { CatalogProduct, ProductCatalog, ProductWrite } from './product-catalog.ts';
import { productExportStrategy } from './product-export.ts';
import { productImportStrategy } from './product-import.ts';
import { BatchJobWorker } from './worker.ts';

/** The catalogue in memory: what the product jobs ask of the real one, and no more. */
class MemoryCatalog implements ProductCatalog {
  products: CatalogProduct[] = [];
  private next = 1;

  async listProducts(page: { offset: number; limit: number; filters?: Record<string, unknown> }) {
    const status = page.filters?.status as string[] | undefined;
    const matching = this.products.filter((p) => !status || status.includes(p.status));
    return {
      products: matching.slice(page.offset, page.offset + page.limit),
      count: matching.length,
    };
  }

  async findProducts(keys: { ids?: string[]; handles?: string[] }) {
    return this.products
      .filter((p) => keys.ids?.includes(p.id) || keys.handles?.includes(p.handle))
      .map(({ id, handle }) => ({ id, handle }));
  }

  private variants(write: ProductWrite, existing?: CatalogProduct) {
    return write.variants.map((v) => {
      const old = existing?.variants.find((x) => x.id === v.id);
      return {
        id: v.id ?? `variant_${this.next++}`,
        title: v.title,
        sku: v.sku ?? old?.sku ?? null,
        barcode: v.barcode ?? old?.barcode ?? null,
        inventory_quantity: v.inventory_quantity ?? old?.inventory_quantity ?? 0,
        allow_backorder: v.allow_backorder ?? old?.allow_backorder ?? false,
        manage_inventory: v.manage_inventory ?? old?.manage_inventory ?? true,
        options: v.options ?? old?.options ?? [],
        prices: v.prices ?? old?.prices ?? [],
      };
    });
  }

  async createProduct(write: ProductWrite) {
    const product: CatalogProduct = {
      id: `prod_${this.next++}`,
      handle: write.handle,
      title: write.title ?? '',
      subtitle: write.subtitle ?? null,
      description: write.description ?? null,
      status: write.status ?? 'draft',
      thumbnail: write.thumbnail ?? null,
      weight: write.weight ?? null,
      collection_id: write.collection_id ?? null,
      type: write.type ?? null,
      tags: write.tags ?? [],
      options: write.options ?? [],
      variants: [],
    };
    product.variants = this.variants(write, product);
    this.products.push(product);
    return { id: product.id };
  }

  async updateProduct(id: string, write: ProductWrite) {
    const product = this.products.find((p) => p.id === id);
    if (!product) throw new Error(`Product with id: ${id} was not found`);
    const { variants: _v, ...fields } = write;
    Object.assign(product, fields, { variants: this.variants(write, product) });
  }
}

const shirt: CatalogProduct = {
  id: 'prod_shirt',
  handle: 'shirt',
  title: 'Shirt, "classic"',
  subtitle: null,
  description: 'Cotton\nshirt',
  status: 'published',
  thumbnail: null,
  weight: 200,
  collection_id: null,
  type: 'Shirt',
  tags: ['summer', 'cotton'],
  options: ['Size', 'Color'],
  variants: [
    {
      id: 'variant_s',
      title: 'S / Black',
      sku: 'SHIRT-S',
      barcode: null,
      inventory_quantity: 5,
      allow_backorder: false,
      manage_inventory: true,
      options: ['S', 'Black'],
      prices: [
        { currency_code: 'eur', amount: 1950 },
        { currency_code: 'usd', amount: 2100 },
      ],
    },
    {
      id: 'variant_m',
      title: 'M / Black',
      sku: 'SHIRT-M',
      barcode: null,
      inventory_quantity: 0,
      allow_backorder: true,
      manage_inventory: true,
      options: ['M', 'Black'],
      prices: [{ currency_code: 'eur', amount: 1950 }],
    },
  ],
};

let database: Database;
let storage: LocalFileStorage;
let catalog: MemoryCatalog;
let worker: BatchJobWorker;

beforeAll(async () => {
  database = await testDatabase();
  storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'product-jobs-')));
  catalog = new MemoryCatalog();
  worker = new BatchJobWorker({
    db: database.db,
    storage,
    strategies: [productExportStrategy(catalog), productImportStrategy(catalog)],
  });
});

afterAll(async () => {
  await database?.close();
});

async function job(id: string) {
  const [row] = await database.db.select().from(batchJob).where(eq(batchJob.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

async function readFile(key: string) {
  const file = await storage.get(key);
  if (!file) throw new Error(`no file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('csv', () => {
  it('quotes what needs quoting and reads it back', () => {
    const line = csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', null, 3, true]);
    expect(line).toBe('a,"b,c","say ""hi""","two\nlines",,3,true\r\n');
    expect(parseCsv(`\uFEFFx,y\r\n${line}\n`)).toEqual([
      ['x', 'y'],
      ['a', 'b,c', 'say "hi"', 'two\nlines', '', '3', 'true'],
    ]);
    expect(() => parseCsv('"open')).toThrow('Unterminated');
  });

  it('guards texts a spreadsheet would evaluate, and reads every text back exactly', () => {
    const texts = [
      '=1+1',
      '+1',
      '-1+2',
      '@SUM(A1)',
      '\tx',
      '\rx',
      "'=already",
      "''+twice",
      "'90s",
      "'",
      'plain',
      '',
      'a=b',
    ];
    expect(texts.map(guardFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "''=already",
      "'''+twice",
      "'90s",
      "'",
      'plain',
      '',
      'a=b',
    ]);
    for (const text of texts) expect(unguardFormula(guardFormula(text))).toBe(text);
    // Numbers and booleans are ours and stay what they are: -5 is a number, not a formula.
    expect(csvLine(['-5', -5, '=x', true])).toBe("'-5,-5,'=x,true\r\n");
  });
});

describe('product-export', () => {
  it('writes one line per variant to a protected CSV, with progress and the file key', async () => {
    catalog.products = [structuredClone(shirt)];
    const created = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-export',
      context: { filterable_fields: { status: ['published'] } },
      dry_run: true,
    });
    await worker.drain();
    expect((await job(created.id)).result).toMatchObject({
      count: 1,
      stat_descriptors: [{ key: 'product-export-count', message: '1 products will be exported' }],
    });
    await confirmBatchJob(database.db, created.id, testPrincipal('usr_1'));
    await worker.drain();
    const done = await job(created.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({
      count: 1,
      advancement_count: 1,
      progress: 1,
      file_key: `protected/${created.id}-product-export.csv`,
    });
    const text = await readFile(done.result?.file_key as string);
    expect(done.result?.file_size).toBe(Buffer.byteLength(text));
    const [header, first, second] = parseCsv(text);
    expect(header).toEqual([
      'product_id',
      'product_handle',
      'product_title',
      'product_subtitle',
      'product_description',
      'product_status',
      'product_thumbnail',
      'product_weight',
      'product_collection_id',
      'product_type',
      'product_tags',
      'variant_id',
      'variant_title',
      'variant_sku',
      'variant_barcode',
      'variant_inventory_quantity',
      'variant_allow_backorder',
      'variant_manage_inventory',
      'option_1_name',
      'option_1_value',
      'option_2_name',
      'option_2_value',
      'price_eur',
      'price_usd',
    ]);
    expect(first).toEqual([
      'prod_shirt',
      'shirt',
      'Shirt, "classic"',
      '',
      'Cotton\nshirt',
      'published',
      '',
      '200',
      '',
      'Shirt',
      'summer;cotton',
      'variant_s',
      'S / Black',
      'SHIRT-S',
      '',
      '5',
      'false',
      'true',
      'Size',
      'S',
      'Color',
      'Black',
      '1950',
      '2100',
    ]);
    expect(second?.slice(-6)).toEqual(['Size', 'M', 'Color', 'Black', '1950', '']);
  });
});

describe('product-export and product-import of texts a spreadsheet would evaluate', () => {
  const titles = ['=HYPERLINK("http://x","y")', '+1', '-1+2', '@SUM(A1)', "'=already"];

  it('writes them guarded, and an import of the file restores them exactly', async () => {
    catalog.products = titles.map((title, i) => ({
      ...structuredClone(shirt),
      id: `prod_f${i}`,
      handle: `formula-${i}`,
      title,
      description: '\t=tab first',
      tags: ['-sale', 'cotton'],
      variants: [
        {
          ...structuredClone(shirt.variants[0] as CatalogProduct['variants'][number]),
          id: `variant_f${i}`,
          sku: `=SKU-${i}`,
          options: ['@S', 'Black'],
          inventory_quantity: -3,
        },
      ],
    }));
    const exported = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-export',
      context: {},
    });
    await worker.drain();
    const done = await job(exported.id);
    expect(done.status).toBe('completed');
    const text = await readFile(done.result?.file_key as string);
    const [header, ...lines] = parseCsv(text);
    const column = (name: string) => (header ?? []).indexOf(name);
    expect(lines.map((line) => line[column('product_title')])).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "''=already",
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines[0]?.[column('product_description')]).toBe("'\t=tab first");
    expect(lines[0]?.[column('product_tags')]).toBe("'-sale;cotton");
    expect(lines[0]?.[column('variant_sku')]).toBe("'=SKU-0");
    expect(lines[0]?.[column('option_1_value')]).toBe("'@S");
    // A number column is written as the number: a spreadsheet reads -3, evaluates nothing.
    expect(lines[0]?.[column('variant_inventory_quantity')]).toBe('-3');

    // The file goes back in (quantities must not be negative on import), over changed titles.
    const key = 'protected/formula-products.csv';
    await storage.put(key, Buffer.from(text.replaceAll(',-3,', ',3,')));
    for (const product of catalog.products) product.title = 'changed';
    const imported = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: key },
    });
    await worker.drain();
    expect((await job(imported.id)).status).toBe('completed');
    expect(catalog.products.map((p) => p.title)).toEqual(titles);
    const [first] = catalog.products;
    expect(first).toMatchObject({ description: '\t=tab first', tags: ['-sale', 'cotton'] });
    expect(first?.variants[0]).toMatchObject({ sku: '=SKU-0', options: ['@S', 'Black'] });
  });
});

describe('product-import', () => {
  it('creates and updates products on confirm', async () => {
    catalog.products = [structuredClone(shirt)];
    const rows = parseCsv(
      [
        'product_handle,product_title,product_status,variant_id,variant_title,variant_sku,variant_inventory_quantity,option_1_name,option_1_value,price_eur',
        'shirt,Shirt v2,published,variant_s,S,SHIRT-S,7,Size,S,2000',
        'mug,Mug,draft,,Default,MUG-1,3,Size,One,900',
        'mug,Mug,draft,,Large,MUG-2,1,Size,Large,1200',
      ].join('\n'),
    );
    const key = 'protected/import-products.csv';
    await storage.put(key, Buffer.from(rows.map(csvLine).join('')));
    const created = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: key },
      dry_run: true,
    });
    await worker.drain();
    const preProcessed = await job(created.id);
    expect(preProcessed.status).toBe('pre_processed');
    expect(preProcessed.result?.stat_descriptors).toEqual([
      {
        key: 'product-import-create',
        name: 'Products to create',
        message: '1 products will be created',
      },
      {
        key: 'product-import-update',
        name: 'Products to update',
        message: '1 products will be updated',
      },
      { key: 'product-import-variants', name: 'Variants', message: '3 variants will be written' },
    ]);
    // Nothing is written before the confirmation.
    expect(catalog.products).toHaveLength(1);
    expect(catalog.products[0]?.title).toBe('Shirt, "classic"');

    await confirmBatchJob(database.db, created.id, testPrincipal('usr_1'));
    await worker.drain();
    const done = await job(created.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ count: 2, advancement_count: 2, progress: 1 });
    const [updated, mug] = catalog.products;
    expect(updated).toMatchObject({ id: 'prod_shirt', title: 'Shirt v2', options: ['Size'] });
    expect(updated?.variants).toEqual([
      expect.objectContaining({
        id: 'variant_s',
        inventory_quantity: 7,
        prices: [{ currency_code: 'eur', amount: 2000 }],
      }),
    ]);
    expect(mug).toMatchObject({ handle: 'mug', title: 'Mug', status: 'draft' });
    expect(mug?.variants.map((v) => [v.sku, v.options, v.prices[0]?.amount])).toEqual([
      ['MUG-1', ['One'], 900],
      ['MUG-2', ['Large'], 1200],
    ]);
  });

  it('fails in pre-processing with one error per bad line, writing nothing', async () => {
    catalog.products = [];
    const key = 'protected/bad-products.csv';
    await storage.put(
      key,
      Buffer.from(
        [
          'product_handle,product_title,product_status,variant_title,price_eur',
          'Bad Handle,X,draft,Default,100',
          'ok,OK,sold,Default,-5',
          'new-one,,draft,Default,100',
          'fine,Fine,draft,,100',
        ].join('\r\n'),
      ),
    );
    const created = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: key },
    });
    await worker.drain();
    const failed = await job(created.id);
    expect(failed.status).toBe('failed');
    expect(failed.result?.errors?.map((e) => e.message)).toEqual([
      'Line 2: product_handle "Bad Handle" must be lowercase words joined by -',
      'Line 3: product_status must be one of draft, proposed, published, rejected',
      'Line 3: price_eur must be an integer of at least 0, got "-5"',
      'Line 5: variant_title is required',
      'product_title is required to create new-one',
      'The import file has 5 errors',
    ]);
    // The count line is coded, so the admin can say it with its language's plural forms.
    expect(failed.result?.errors?.at(-1)?.code).toBe('invalid_file');
    expect(catalog.products).toEqual([]);
  });

  it('counts a single error in the singular', async () => {
    catalog.products = [];
    const key = 'protected/one-bad-product.csv';
    await storage.put(
      key,
      Buffer.from(['product_handle,product_title,variant_title', 'fine,Fine,'].join('\r\n')),
    );
    const created = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: key },
    });
    await worker.drain();
    const failed = await job(created.id);
    expect(failed.result?.errors).toEqual([
      { message: 'Line 2: variant_title is required', code: 'invalid_row' },
      { message: 'The import file has 1 error', code: 'invalid_file' },
    ]);
  });

  it('fails when the file is missing or has unknown columns', async () => {
    const missing = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: 'protected/none.csv' },
    });
    const key = 'protected/odd-columns.csv';
    await storage.put(key, Buffer.from('product_handle,variant_title,colour\r\na,b,c\r\n'));
    const odd = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-import',
      context: { fileKey: key },
    });
    await worker.drain();
    expect((await job(missing.id)).result?.errors?.[0]?.message).toBe(
      'File with id: protected/none.csv was not found',
    );
    expect((await job(odd.id)).result?.errors?.[0]?.message).toBe('Line 1: Unknown column colour');
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { createBatchJobWorker } from '../../../jobs/index.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../../../test/postgres.ts';
import { startS3, type TestS3 } from '../../../test/s3.ts';
import { productCatalog } from '../../catalog/index.ts';

/*
 * Two server instances, each with its own connection pool as two processes would have, on
 * one PostgreSQL database and one S3-compatible bucket (FILE_STORAGE=s3): what one instance
 * stores, the other serves. Each has its own batch job worker, as main.ts starts one.
 */
describe.skipIf(!postgresAvailable())('files across two instances on one bucket', () => {
  let postgres: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>>;
  let s3: TestS3;
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** A shopper's browser talking to the second instance: no credentials. */
  let shopper: FastifyInstance;
  const apps: FastifyInstance[] = [];
  /** The instances' local data folder, which must stay empty: files go to the bucket. */
  const dataDir = mkdtempSync(join(tmpdir(), 'instances-files-'));

  /** The names of the bucket's objects, read past the server. */
  async function objectsInBucket(): Promise<string[]> {
    const client = new S3Client({
      region: s3.env.S3_REGION as string,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
      },
    });
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    } finally {
      client.destroy();
    }
  }

  beforeAll(async () => {
    s3 = await startS3();
    for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
    // Signed URLs use the secret both instances read from the database.
    vi.stubEnv('UPLOAD_SECRET', '');
    vi.stubEnv('S3_DOWNLOADS', '');
    vi.stubEnv('UPLOAD_URL_TTL_SECONDS', '600');
    vi.stubEnv('DATA_DIR', dataDir);
    postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(postgres.url);
    databases = [await openDatabase({ url: schema.url }), await openDatabase({ url: schema.url })];
    const [one, two] = databases as [Database, Database];
    await migrate(one);
    first = await buildTestApp(one, { authenticate: authenticateAsStaff });
    second = await buildTestApp(two, { authenticate: authenticateAsStaff });
    shopper = await buildTestApp(two);
    apps.push(first, second, shopper);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await schema?.drop();
    await postgres?.stop();
    await s3?.stop();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };

  it('an image uploaded on one instance loads from the other', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const response = await first.inject({
      method: 'POST',
      url: '/admin/uploads',
      ...multipart([{ filename: 'front.png', type: 'image/png', content: png }]),
    });
    const [image] = expectContract('AdminCreateUpload', response).uploads;
    expect(image?.url).toMatch(/\/uploads\/[0-9A-Z]{26}-front\.png$/);
    expect(await objectsInBucket()).toContain(`public/${image?.key}`);
    expect(readdirSync(dataDir)).toEqual([]);

    const loaded = await shopper.inject({ method: 'GET', url: pathOf(image?.url as string) });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/png');
    expect(loaded.rawPayload.equals(png)).toBe(true);

    // Deleted through the other instance, it is gone from both.
    const deleted = await second.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      payload: { file_key: image?.key },
    });
    expectContract('AdminDeleteUpload', deleted);
    const gone = await first.inject({ method: 'GET', url: pathOf(image?.url as string) });
    expect(gone.statusCode).toBe(404);
  });

  /**
   * A batch job made through `creator`, run by the first instance's worker, then read back
   * through the second instance.
   */
  async function jobRunByFirstWorker(
    creator: FastifyInstance,
    type: string,
    context: Record<string, unknown>,
  ) {
    const created = expectContract(
      'AdminCreateBatchJob',
      await creator.inject({
        method: 'POST',
        url: '/admin/batch-jobs',
        payload: { type, context },
      }),
    ).batch_job;
    const db = (databases[0] as Database).db;
    await createBatchJobWorker({ db, catalog: productCatalog(db) }).drain();
    return expectContract(
      'AdminGetBatchJob',
      await second.inject({ method: 'GET', url: `/admin/batch-jobs/${created.id}` }),
    ).batch_job;
  }

  let region: Awaited<ReturnType<typeof seedRegion>> | undefined;

  /** A product export the first instance's worker runs into the bucket; its file's key. */
  async function exportOnFirst(handle: string): Promise<string> {
    region ??= await seedRegion(first);
    await seedProduct(first, region.id, { handle });
    const job = await jobRunByFirstWorker(first, 'product-export', {});
    expect(job.status).toBe('completed');
    const key = (job.result as { file_key: string }).file_key;
    expect(key).toBe(`protected/${job.id}-product-export.csv`);
    expect(await objectsInBucket()).toContain(key);
    expect(readdirSync(dataDir)).toEqual([]);
    return key;
  }

  async function downloadUrlFrom(app: FastifyInstance, key: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { file_key: key },
    });
    return expectContract('AdminCreateUploadDownloadUrl', response).download_url;
  }

  it('a product export made on one instance downloads straight from the bucket, presigned', async () => {
    const key = await exportOnFirst('presigned-shirt');
    const url = await downloadUrlFrom(second, key);

    // A presigned GET at the bucket (S3_ENDPOINT, path-style), living UPLOAD_URL_TTL_SECONDS.
    // s3rver does not check signature version 4 (test/s3.ts): refusing a forged or missing
    // signature is S3's part, so this holds the URL's shape, expiry and host, and that it
    // downloads.
    const parsed = new URL(url);
    expect(parsed.origin).toBe(s3.endpoint);
    expect(parsed.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const date = parsed.searchParams.get('X-Amz-Date') as string;
    const signedAt = Date.parse(
      date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(Math.abs(Date.now() - signedAt)).toBeLessThan(5 * 60 * 1000);

    // A browser's plain GET, no credentials and no server in between.
    const downloaded = await fetch(url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('text/csv');
    expect(downloaded.headers.get('content-disposition')).toBe(
      `attachment; filename="${key.split('/').pop()}"`,
    );
    expect(await downloaded.text()).toContain('presigned-shirt');

    // Still at no public address of the instances.
    expect((await shopper.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await shopper.inject({ method: 'GET', url: `/downloads/${key}` })).statusCode).toBe(
      403,
    );
  });

  it('with S3_DOWNLOADS=server, an export downloads through any instance, and only signed', async () => {
    const key = await exportOnFirst('two-instance-shirt');
    // Settings are read when an app first needs them, so this one signs its own URLs.
    vi.stubEnv('S3_DOWNLOADS', 'server');
    const serving = await buildTestApp(databases[1] as Database, {
      authenticate: authenticateAsStaff,
    });
    apps.push(serving);
    const signed = await downloadUrlFrom(serving, key);
    vi.stubEnv('S3_DOWNLOADS', '');
    expect(pathOf(signed)).toMatch(/^\/downloads\/protected\/.+\?expires=\d+&signature=/);

    const downloaded = await shopper.inject({ method: 'GET', url: pathOf(signed) });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('text/csv');
    expect(downloaded.headers['cache-control']).toBe('private, no-store');
    expect(downloaded.body).toContain('two-instance-shirt');
    // The URL one instance signed works on the other as well.
    expect((await first.inject({ method: 'GET', url: pathOf(signed) })).body).toBe(downloaded.body);

    // Private: not at a public address, not without the signature, not with another's.
    expect((await shopper.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await shopper.inject({ method: 'GET', url: `/downloads/${key}` })).statusCode).toBe(
      403,
    );
    const forged = pathOf(signed).replace(/signature=[^&]+/, 'signature=forged');
    expect((await shopper.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('a CSV uploaded on one instance is imported by the other’s worker', async () => {
    const csv = [
      'product_handle,product_title,product_status,variant_title,variant_sku,option_1_name,option_1_value,price_usd',
      'bucket-mug,Bucket mug,published,One size,BUCKET-MUG,Size,One,900',
    ].join('\n');
    const uploaded = await second.inject({
      method: 'POST',
      url: '/admin/uploads/protected',
      ...multipart([{ filename: 'mugs.csv', type: 'text/csv', content: csv }]),
    });
    const [file] = expectContract('AdminCreateProtectedUpload', uploaded).uploads;
    expect(await objectsInBucket()).toContain(file?.key);
    const job = await jobRunByFirstWorker(second, 'product-import', { fileKey: file?.key });
    expect(job.status).toBe('completed');
    const listed = expectContract(
      'AdminListProducts',
      await second.inject({ method: 'GET', url: '/admin/products?handle=bucket-mug' }),
    );
    expect(listed.products.map((product: { title: string }) => product.title)).toEqual([
      'Bucket mug',
    ]);
  });

  it('links images at S3_PUBLIC_URL when set, so browsers load them from the bucket', async () => {
    vi.stubEnv('S3_PUBLIC_URL', `${s3.endpoint}/${s3.bucket}`);
    // Settings are read when an app first needs them, so this one sees the public URL.
    const linking = await buildTestApp(databases[0] as Database, {
      authenticate: authenticateAsStaff,
    });
    apps.push(linking);
    const response = await linking.inject({
      method: 'POST',
      url: '/admin/uploads',
      ...multipart([{ filename: 'back.webp', type: 'image/webp', content: 'webp-bytes' }]),
    });
    const [image] = expectContract('AdminCreateUpload', response).uploads;
    expect(image?.url).toBe(`${s3.endpoint}/${s3.bucket}/public/${image?.key}`);
    const loaded = await fetch(image?.url as string);
    expect(loaded.status).toBe(200);
    expect(await loaded.text()).toBe('webp-bytes');
    // And the instances' own /uploads still serve it, for links made before.
    const served = await shopper.inject({ method: 'GET', url: `/uploads/${image?.key}` });
    expect(served.body).toBe('webp-bytes');
  });

  it('refuses to start with storage settings that cannot be meant', async () => {
    vi.stubEnv('S3_BUCKET', '');
    await expect(buildTestApp(databases[0] as Database)).rejects.toThrow(
      'FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in',
    );
  });
});

import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.ts';
import { storageFromEnv } from './config.ts';
import { S3FileStorage } from './s3.ts';

/*
 * The S3 file storage against an S3-compatible server on loopback (test/s3.ts), through the
 * same settings an operator gives (FILE_STORAGE=s3 and S3_*).
 */

let s3: TestS3;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3();
  const fromEnv = storageFromEnv(s3.env);
  if (!(fromEnv instanceof S3FileStorage)) throw new Error('FILE_STORAGE=s3 gave another storage');
  storage = fromEnv;
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
});

async function text(key: string, from = storage): Promise<string | null> {
  const file = await from.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks);
  expect(file.size).toBe(body.length);
  return body.toString('utf8');
}

async function objectsInBucket(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('S3 file storage', () => {
  it('writes buffers and streams and reads them back, public and protected apart', async () => {
    expect(await storage.put('01-shirt.png', Buffer.from('png-bytes'))).toBe(9);
    const rows = Readable.from(['sku,price\r\n', 'A,100\r\n']);
    expect(await storage.put('protected/01-export.csv', rows)).toBe(18);

    expect(await text('01-shirt.png')).toBe('png-bytes');
    expect(await text('protected/01-export.csv')).toBe('sku,price\r\nA,100\r\n');
    expect(await objectsInBucket()).toEqual(['protected/01-export.csv', 'public/01-shirt.png']);
    // Stored with the type it is served with, for a bucket or CDN that serves it directly.
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'public/01-shirt.png' }),
    );
    expect(head.ContentType).toBe('image/png');
  });

  it('tells whether a file exists, deletes it once, then has none', async () => {
    await storage.put('02-gone.txt', Buffer.from('soon gone'));
    expect(await storage.exists('02-gone.txt')).toBe(true);
    expect(await storage.exists('02-never.txt')).toBe(false);
    expect(await storage.delete('02-gone.txt')).toBe(true);
    expect(await storage.exists('02-gone.txt')).toBe(false);
    expect(await storage.get('02-gone.txt')).toBeNull();
    expect(await storage.delete('02-gone.txt')).toBe(false);
    expect(await objectsInBucket()).not.toContain('public/02-gone.txt');
  });

  it('refuses keys that could name another object', async () => {
    expect(await storage.get('../protected/01-export.csv')).toBeNull();
    expect(await storage.exists('public/../protected/01-export.csv')).toBe(false);
    expect(await storage.delete('../x')).toBe(false);
    await expect(storage.put('a/b.txt', Buffer.from('x'))).rejects.toThrow(
      'Invalid file key: a/b.txt',
    );
  });

  it('links public files at S3_PUBLIC_URL, which anyone can load; protected ones never', async () => {
    expect(storage.publicUrl('01-shirt.png')).toBeNull();
    const linked = storageFromEnv({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` });
    const url = linked.publicUrl('01-shirt.png');
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/public/01-shirt.png`);
    const loaded = await fetch(url as string);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe('image/png');
    expect(await loaded.text()).toBe('png-bytes');
    expect(linked.publicUrl('protected/01-export.csv')).toBeNull();
    (linked as S3FileStorage).client.destroy();
  });

  // s3rver does not check signature version 4 (test/s3.ts): that the signature holds is the
  // bucket's to enforce. What is tested is the rest: the URL's host and shape, its expiry
  // (which s3rver does check), the name it saves under, and that it downloads the file.
  describe('presigned download URLs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('download a private file from the bucket without credentials, named, for the TTL', async () => {
      const url = await storage.downloadUrl('protected/01-export.csv', 600);
      const parsed = new URL(url as string);
      expect(parsed.origin).toBe(s3.endpoint);
      expect(parsed.pathname).toBe(`/${s3.bucket}/protected/01-export.csv`);
      expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(parsed.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);

      const downloaded = await fetch(url as string);
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get('content-disposition')).toBe(
        'attachment; filename="01-export.csv"',
      );
      expect(await downloaded.text()).toBe('sku,price\r\nA,100\r\n');
    });

    it('stop working once the TTL is over', async () => {
      // Signed an hour ago for ten minutes; only Date is faked, so the network runs as usual.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 60 * 60 * 1000);
      const url = await storage.downloadUrl('protected/01-export.csv', 600);
      vi.useRealTimers();
      const refused = await fetch(url as string);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Request has expired');
    });

    it('are not made with S3_DOWNLOADS=server, whose URLs this server signs', async () => {
      const serving = storageFromEnv({ ...s3.env, S3_DOWNLOADS: 'server' });
      expect(await serving.downloadUrl('protected/01-export.csv', 600)).toBeNull();
      (serving as S3FileStorage).client.destroy();
    });
  });

  it('reports a missing bucket as a failure naming it, not as a missing file', async () => {
    const wrong = storageFromEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }) as S3FileStorage;
    try {
      await expect(wrong.put('03-a.txt', Buffer.from('x'))).rejects.toThrow(
        /S3 PUT of 03-a\.txt in bucket no-such-bucket failed \(NoSuchBucket/,
      );
      await expect(wrong.get('03-a.txt')).rejects.toThrow(/NoSuchBucket/);
    } finally {
      wrong.client.destroy();
    }
  });
});

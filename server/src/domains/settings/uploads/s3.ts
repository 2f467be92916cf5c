import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeOfKey } from './file-types.ts';
import { type FileStorage, isProtectedKey, isValidKey, type StoredObject } from './storage.ts';

/*
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK. Public files
 * are stored under `public/<key>`, protected ones under their key (`protected/…`), so an
 * operator who lets anonymous readers into the bucket can grant `public/*` alone. Every
 * instance configured with the same bucket sees the same files.
 */

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service's address; requests are then path-style `<endpoint>/<bucket>/<key>`. */
  endpoint?: string;
  /** Both or neither; without them the SDK's own chain (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where anonymous readers reach the bucket's objects: `<publicUrl>/public/<key>`. */
  publicUrl?: string;
  /**
   * How private files are downloaded: `presigned` S3 URLs, which browsers fetch from the
   * bucket (at `endpoint`, the host the URL is signed for), or this `server`'s signed
   * /downloads route, for a bucket browsers cannot reach.
   */
  downloads: 'presigned' | 'server';
}

const PUBLIC_PREFIX = 'public/';

// The AWS SDK (4.4 MB of heap) is loaded by the first S3 storage, not by every server: the
// default storage is local (server/README.md, "Memory", fifth pass).
const require = createRequire(import.meta.url);

export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly sdk = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

  constructor(readonly settings: S3Settings) {
    const { region, endpoint, accessKeyId, secretAccessKey } = settings;
    this.client = new this.sdk.S3Client({
      region,
      // Services other than AWS rarely have a DNS name per bucket, so the bucket goes in the path.
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 demands them: the SDK's default adds CRC headers that
      // several S3-compatible services refuse or ignore.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object's name in the bucket. */
  objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid file key: ${key}`);
    return isProtectedKey(key) ? key : `${PUBLIC_PREFIX}${key}`;
  }

  // A GET names a missing object NoSuchKey (a missing bucket is NoSuchBucket, a fault); a
  // HEAD has no body to name anything, so its 404 is NotFound.
  private isNoSuchKey(error: unknown): boolean {
    return error instanceof this.sdk.NoSuchKey;
  }

  private isNotFound(error: unknown): boolean {
    return (
      error instanceof this.sdk.NotFound ||
      (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404
    );
  }

  private failed(action: string, key: string, error: unknown): Error {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return new Error(
      `S3 ${action} of ${key} in bucket ${this.settings.bucket} failed (${reason})`,
      {
        cause: error,
      },
    );
  }

  async put(key: string, body: Readable | Buffer): Promise<number> {
    const Key = this.objectKey(key);
    // Buffered: a PUT needs its length up front, and the upload limit keeps files small.
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(body)) chunks.push(body);
    else for await (const chunk of body) chunks.push(Buffer.from(chunk));
    const data = Buffer.concat(chunks);
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key,
          Body: data,
          ContentType: contentTypeOfKey(key),
          // What a bucket or CDN in front of it sends browsers, as /uploads does.
          CacheControl: isProtectedKey(key)
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
        }),
      );
    } catch (error) {
      throw this.failed('PUT', key, error);
    }
    return data.length;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('The body is not a Node stream');
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (this.isNoSuchKey(error)) return null;
      throw this.failed('GET', key, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (this.isNotFound(error)) return false;
      throw this.failed('HEAD', key, error);
    }
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers a DELETE alike whether or not the object existed; HEAD tells the two apart.
    if (!(await this.exists(key))) return false;
    try {
      await this.client.send(
        new this.sdk.DeleteObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
        }),
      );
    } catch (error) {
      throw this.failed('DELETE', key, error);
    }
    return true;
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string | null> {
    if (this.settings.downloads === 'server') return null;
    const command = new this.sdk.GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.objectKey(key),
      // The bucket answers with this header, so the browser saves the file under its name.
      ResponseContentDisposition: `attachment; filename="${key.split('/').pop()}"`,
    });
    // Signed here with the instance's credentials, no request made; S3 checks the
    // signature and the expiry when the browser comes.
    const { getSignedUrl } =
      require('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner');
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  publicUrl(key: string): string | null {
    const base = this.settings.publicUrl;
    if (!base || isProtectedKey(key)) return null;
    // Keys hold only URL-safe characters (storage.ts), so they go into the URL as they are.
    return `${base}/${this.objectKey(key)}`;
  }
}

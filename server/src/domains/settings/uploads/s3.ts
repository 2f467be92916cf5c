import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStorage, StoredObject } from './storage.ts';

/*
 * S3-compatible storage (AWS S3, MinIO, R2, …) over plain fetch with Signature Version 4
 * (AWS docs, "Authenticating Requests: Using the Authorization Header"). Files are
 * buffered before a PUT, which the upload size limit keeps small, so the payload hash can
 * be signed. With `endpoint` (MinIO, R2) requests are path-style `<endpoint>/<bucket>/<key>`;
 * without, virtual-hosted `https://<bucket>.s3.<region>.amazonaws.com/<key>`.
 * Signing is checked against the AWS documentation's example (s3.test.ts); the requests
 * themselves are untested against a live service, which this machine cannot reach.
 */

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as SigV4's canonical URI wants it. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
}

/** The Authorization header of a SigV4-signed S3 request (`headers` must hold host and x-amz-*). */
export function signV4(input: SignInput): string {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]),
  );
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    ...names.map((n) => `${n}:${lower[n]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

export class S3FileStorage implements FileStorage {
  constructor(readonly config: S3Config) {}

  private url(key: string): URL {
    const { bucket, region, endpoint } = this.config;
    return endpoint
      ? new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/${encodePath(key)}`)
      : new URL(`https://${bucket}.s3.${region}.amazonaws.com/${encodePath(key)}`);
  }

  private async request(method: string, key: string, body?: Buffer): Promise<Response> {
    const url = this.url(key);
    const payloadHash = sha256(body ?? '');
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const { accessKeyId, secretAccessKey } = this.config;
    if (accessKeyId && secretAccessKey) {
      headers.authorization = signV4({
        method,
        url,
        headers: { ...headers },
        payloadHash,
        region: this.config.region,
        accessKeyId,
        secretAccessKey,
        amzDate,
      });
    }
    const { host: _host, ...sent } = headers;
    // An ArrayBuffer-backed copy: a Buffer is not a BodyInit under the DOM's fetch types.
    return fetch(url, { method, headers: sent, ...(body ? { body: Uint8Array.from(body) } : {}) });
  }

  async put(key: string, body: Readable | Buffer): Promise<number> {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(body)) chunks.push(body);
    else for await (const chunk of body) chunks.push(Buffer.from(chunk));
    const data = Buffer.concat(chunks);
    const response = await this.request('PUT', key, data);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    return data.length;
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return {
      stream: Readable.fromWeb(response.body as WebReadableStream),
      size: Number(response.headers.get('content-length') ?? 0),
    };
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers 204 whether or not the object existed; HEAD tells the two apart.
    const head = await this.request('HEAD', key);
    if (head.status === 404) return false;
    const response = await this.request('DELETE', key);
    if (!response.ok) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    return true;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/*
 * An S3-compatible server for tests (s3rver: the S3 REST API over a temp folder), on
 * loopback with one empty bucket. It checks the expiry of signed URLs but neither
 * signatures nor permissions: every object is readable to anyone who asks, so tests of
 * what stays private hold the server's own routes to it, not the bucket.
 */

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The settings that point FILE_STORAGE at it (config.ts). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

// s3rver's built-in account: its key id is how it finds the (unchecked) secret.
const ACCESS_KEY = 'S3RVER';

export async function startS3(bucket = 'commerce-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

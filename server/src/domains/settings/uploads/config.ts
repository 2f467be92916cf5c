import { resolve } from 'node:path';
import { S3FileStorage } from './s3.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/*
 * The file service's settings, read from the environment:
 *   DATA_DIR                  local files under $DATA_DIR/uploads and $DATA_DIR/uploads-protected
 *   UPLOAD_MAX_FILE_SIZE      bytes per file (default 10 MiB); larger ones answer 413
 *   UPLOAD_MAX_FILES          files per request (default 10)
 *   UPLOAD_URL_TTL_SECONDS    lifetime of a signed download URL (default 900)
 *   UPLOAD_SECRET             HMAC key of those URLs (default: a per-install secret in the database)
 *   UPLOAD_BASE_URL           origin written into file URLs (default: the request's own)
 *   S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *                             S3-compatible storage instead of the local disk (storage.ts)
 */

export interface UploadConfig {
  storage: FileStorage;
  maxFileSize: number;
  maxFiles: number;
  urlTtlSeconds: number;
  secret?: string;
  baseUrl?: string;
}

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data'));
}

export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET) {
    return new S3FileStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    });
  }
  return new LocalFileStorage(dataDirFromEnv(env));
}

export function uploadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  return {
    storage: storageFromEnv(env),
    maxFileSize: positiveInt(env.UPLOAD_MAX_FILE_SIZE, 10 * 1024 * 1024),
    maxFiles: positiveInt(env.UPLOAD_MAX_FILES, 10),
    urlTtlSeconds: positiveInt(env.UPLOAD_URL_TTL_SECONDS, 900),
    ...(env.UPLOAD_SECRET ? { secret: env.UPLOAD_SECRET } : {}),
    ...(env.UPLOAD_BASE_URL ? { baseUrl: env.UPLOAD_BASE_URL.replace(/\/+$/, '') } : {}),
  };
}

// One configuration per app instance, read when it first needs it (tests set the
// environment before building their app).
const configs = new WeakMap<object, UploadConfig>();

export function uploadConfig(app: object): UploadConfig {
  let config = configs.get(app);
  if (!config) {
    config = uploadConfigFromEnv();
    configs.set(app, config);
  }
  return config;
}

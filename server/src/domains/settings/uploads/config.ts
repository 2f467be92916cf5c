import { resolve } from 'node:path';
import { S3FileStorage, type S3Settings } from './s3.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/*
 * The file service's settings, read from the environment:
 *   FILE_STORAGE              `local` (default) or `s3`
 *   DATA_DIR                  local files under $DATA_DIR/uploads and $DATA_DIR/uploads-protected
 *   S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL
 *                             the bucket of FILE_STORAGE=s3 (s3.ts)
 *   S3_DOWNLOADS              `presigned` (default): download URLs of FILE_STORAGE=s3 are
 *                             presigned S3 URLs; `server`: this server's signed /downloads
 *   UPLOAD_MAX_FILE_SIZE      bytes per file (default 10 MiB); larger ones answer 413
 *   UPLOAD_MAX_FILES          files per request (default 10)
 *   UPLOAD_URL_TTL_SECONDS    lifetime of a download URL, signed or presigned (default 900)
 *   UPLOAD_SECRET             HMAC key of the signed ones (default: a per-install secret in the database)
 *   UPLOAD_BASE_URL           origin written into file URLs (default: the request's own)
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

export type StorageSettings = { kind: 'local'; dataDir: string } | ({ kind: 's3' } & S3Settings);

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_DOWNLOADS',
] as const;

const DEFAULT_URL_TTL_SECONDS = 900;
/** The longest an S3 (signature version 4) presigned URL may live: seven days. */
const PRESIGNED_MAX_SECONDS = 7 * 24 * 60 * 60;

function urlTtlSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInt(env.UPLOAD_URL_TTL_SECONDS, DEFAULT_URL_TTL_SECONDS);
}

/** An http(s) URL without its trailing slashes, or a start-up error naming the variable. */
function httpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Where files are kept, from the environment. Throws at start-up on a combination that
 * cannot be what the operator meant, rather than quietly keeping files elsewhere.
 */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const kind = env.FILE_STORAGE?.trim() || 'local';
  const given = S3_VARIABLES.filter((name) => env[name]);
  if (kind === 'local') {
    if (given.length > 0) {
      throw new Error(
        `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but FILE_STORAGE is local: set FILE_STORAGE=s3 to keep files in the bucket, or unset ${given.length > 1 ? 'them' : 'it'}`,
      );
    }
    return { kind, dataDir: dataDirFromEnv(env) };
  }
  if (kind !== 's3') {
    throw new Error(`FILE_STORAGE must be local or s3, not ${JSON.stringify(kind)}`);
  }
  if (!env.S3_BUCKET)
    throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials (AWS_* variables, an instance role)",
    );
  }
  const downloads = env.S3_DOWNLOADS?.trim() || 'presigned';
  if (downloads !== 'presigned' && downloads !== 'server') {
    throw new Error(`S3_DOWNLOADS must be presigned or server, not ${JSON.stringify(downloads)}`);
  }
  if (downloads === 'presigned' && urlTtlSecondsFromEnv(env) > PRESIGNED_MAX_SECONDS) {
    throw new Error(
      `UPLOAD_URL_TTL_SECONDS must be at most ${PRESIGNED_MAX_SECONDS} (7 days), S3's limit for presigned URLs, or set S3_DOWNLOADS=server`,
    );
  }
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : {}),
    ...(env.S3_PUBLIC_URL ? { publicUrl: httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL) } : {}),
    downloads,
  };
}

export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const settings = storageSettingsFromEnv(env);
  if (settings.kind === 'local') return new LocalFileStorage(settings.dataDir);
  const { kind: _kind, ...s3 } = settings;
  return new S3FileStorage(s3);
}

export function uploadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  return {
    storage: storageFromEnv(env),
    maxFileSize: positiveInt(env.UPLOAD_MAX_FILE_SIZE, 10 * 1024 * 1024),
    maxFiles: positiveInt(env.UPLOAD_MAX_FILES, 10),
    urlTtlSeconds: urlTtlSecondsFromEnv(env),
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

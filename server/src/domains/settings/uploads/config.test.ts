import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageSettingsFromEnv } from './config.ts';

describe('FILE_STORAGE and S3_* settings', () => {
  it('keeps files on the local disk by default, under DATA_DIR', () => {
    expect(storageSettingsFromEnv({ DATA_DIR: '/srv/shop' })).toEqual({
      kind: 'local',
      dataDir: resolve('/srv/shop'),
    });
    expect(storageSettingsFromEnv({ FILE_STORAGE: 'local', DATA_DIR: '/srv/shop' }).kind).toBe(
      'local',
    );
  });

  it('reads a bucket: region us-east-1 unless given, URLs without trailing slashes', () => {
    expect(storageSettingsFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'shop' })).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'us-east-1',
      downloads: 'presigned',
    });
    expect(
      storageSettingsFromEnv({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'shop',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://files.example.com/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com//',
        S3_DOWNLOADS: 'server',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'auto',
      endpoint: 'https://files.example.com',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
      downloads: 'server',
    });
  });

  it('lets a presigned URL live up to the S3 limit of seven days, longer only through the server', () => {
    const s3 = { FILE_STORAGE: 's3', S3_BUCKET: 'shop' };
    expect(storageSettingsFromEnv({ ...s3, UPLOAD_URL_TTL_SECONDS: '604800' })).toMatchObject({
      downloads: 'presigned',
    });
    expect(
      storageSettingsFromEnv({ ...s3, UPLOAD_URL_TTL_SECONDS: '604801', S3_DOWNLOADS: 'server' }),
    ).toMatchObject({ downloads: 'server' });
  });

  it('stops the start on a combination that cannot be meant, saying what to change', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ FILE_STORAGE: 'disk' }, 'FILE_STORAGE must be local or s3, not "disk"'],
      [{ FILE_STORAGE: 's3' }, 'FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in'],
      [
        { S3_BUCKET: 'shop' },
        'S3_BUCKET is set but FILE_STORAGE is local: set FILE_STORAGE=s3 to keep files in the bucket, or unset it',
      ],
      [
        { FILE_STORAGE: 'local', S3_BUCKET: 'shop', S3_REGION: 'eu-west-1' },
        'S3_BUCKET, S3_REGION are set but FILE_STORAGE is local: set FILE_STORAGE=s3 to keep files in the bucket, or unset them',
      ],
      [
        { FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'id' },
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      ],
      [
        { FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' },
        'S3_ENDPOINT must be an http(s) URL, not "minio:9000"',
      ],
      [
        { FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_PUBLIC_URL: 'cdn.example.com' },
        'S3_PUBLIC_URL must be an http(s) URL, not "cdn.example.com"',
      ],
      [
        { FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_DOWNLOADS: 'proxy' },
        'S3_DOWNLOADS must be presigned or server, not "proxy"',
      ],
      [
        { S3_DOWNLOADS: 'server' },
        'S3_DOWNLOADS is set but FILE_STORAGE is local: set FILE_STORAGE=s3 to keep files in the bucket, or unset it',
      ],
      [
        { FILE_STORAGE: 's3', S3_BUCKET: 'shop', UPLOAD_URL_TTL_SECONDS: '604801' },
        "UPLOAD_URL_TTL_SECONDS must be at most 604800 (7 days), S3's limit for presigned URLs, or set S3_DOWNLOADS=server",
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => storageSettingsFromEnv(env), JSON.stringify(env)).toThrow(message);
    }
  });
});

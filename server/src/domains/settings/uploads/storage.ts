import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * The file service behind uploads, exports and imports: the local disk (below) or an
 * S3-compatible bucket (s3.ts), chosen by FILE_STORAGE (config.ts). A key names a file
 * across the service; keys of protected files start with `protected/`, which is how a key
 * alone tells where the file lives and whether it may be served publicly.
 */

export const PROTECTED_PREFIX = 'protected/';

/** One path segment (or `protected/` and one), so a key can never climb out of its folder. */
const KEY_PATTERN = /^(?:protected\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

export function isProtectedKey(key: string): boolean {
  return key.startsWith(PROTECTED_PREFIX);
}

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** Writes `body` under `key`; resolves to its size in bytes. A failed write leaves nothing. */
  put(key: string, body: Readable | Buffer): Promise<number>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes the file; false when there was none. */
  delete(key: string): Promise<boolean>;
  /**
   * Where browsers load a public file from outside this server (a bucket or CDN), or null
   * when this server's `/uploads/<key>` serves it. Always null for a protected key.
   */
  publicUrl(key: string): string | null;
  /**
   * A URL that downloads the file straight from the storage for `expiresInSeconds` (a
   * presigned S3 URL), or null when this server's signed `/downloads/<key>` serves it.
   */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string | null>;
}

/** Files on the local disk: public under `<dataDir>/uploads`, protected under `<dataDir>/uploads-protected`. */
export class LocalFileStorage implements FileStorage {
  readonly publicDir: string;
  readonly protectedDir: string;

  constructor(dataDir: string) {
    this.publicDir = join(dataDir, 'uploads');
    this.protectedDir = join(dataDir, 'uploads-protected');
  }

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid file key: ${key}`);
    return isProtectedKey(key)
      ? join(this.protectedDir, key.slice(PROTECTED_PREFIX.length))
      : join(this.publicDir, key);
  }

  async put(key: string, body: Readable | Buffer): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file, a failed upload leaves none.
    const partial = `${path}.${process.pid}.partial`;
    try {
      if (Buffer.isBuffer(body)) {
        await pipeline(async function* () {
          yield body;
        }, createWriteStream(partial));
      } else {
        await pipeline(body, createWriteStream(partial));
      }
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(path)).size;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  publicUrl(): null {
    return null;
  }

  async downloadUrl(): Promise<null> {
    return null;
  }

  async delete(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      await rm(this.pathOf(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

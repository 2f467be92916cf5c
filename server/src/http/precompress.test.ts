import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressAssets', () => {
  it('writes .br and .gz of text assets from 1 KB, once', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'console.log("a shop");\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'index.js'), script);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096));

    expect(precompressAssets(dir)).toBe(1);
    const file = join(dir, 'assets', 'index.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);

    // Nothing to do the second time; a newer build of the file is compressed again.
    expect(precompressAssets(dir)).toBe(0);
    writeFileSync(file, `${script}// rebuilt\n`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(precompressAssets(dir)).toBe(1);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('// rebuilt');
  });
});

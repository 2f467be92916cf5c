/** The format cache vouches for a file only as Biome formatted that very text, with this Biome. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FormatCache } from './format-cache.ts';

let root: string;

function biome(version: string, config: string) {
  mkdirSync(join(root, 'node_modules/@biomejs/biome'), { recursive: true });
  writeFileSync(
    join(root, 'node_modules/@biomejs/biome/package.json'),
    JSON.stringify({ version }),
  );
  writeFileSync(join(root, 'biome.json'), config);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'codegen-format-'));
  biome('2.0.0', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const raw = 'export const a = {"b": 1}';
const formatted = Buffer.from('export const a = { b: 1 };\n');

describe('format cache', () => {
  it('vouches, in a later run, for the output Biome gave for the same text', () => {
    const first = new FormatCache(root);
    expect(first.isFormatted('a.ts', raw, formatted)).toBe(false);
    first.remember('a.ts', raw, formatted);
    first.save();
    const next = new FormatCache(root);
    expect(next.isFormatted('a.ts', raw, formatted)).toBe(true);
    expect(next.isFormatted('a.ts', raw, Buffer.from('export const a = 2;\n'))).toBe(false);
    expect(next.isFormatted('a.ts', `${raw};`, formatted)).toBe(false);
    expect(next.isFormatted('b.ts', raw, formatted)).toBe(false);
  });

  it('forgets everything when Biome or its configuration changes', () => {
    const first = new FormatCache(root);
    first.remember('a.ts', raw, formatted);
    first.save();
    biome('2.0.1', '{}');
    expect(new FormatCache(root).isFormatted('a.ts', raw, formatted)).toBe(false);
    biome('2.0.0', '{"formatter":{"lineWidth":80}}');
    expect(new FormatCache(root).isFormatted('a.ts', raw, formatted)).toBe(false);
  });
});

/**
 * Formats generated files with the pinned Biome, in its own process (it reads the files from
 * a folder beside gen/, so it applies the repository's biome.json). Files the format cache
 * knows to be formatted as they already stand in gen/ are not written or formatted again:
 * with an unchanged contract, a run starts no Biome and writes nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FormatCache } from './format-cache.ts';
import type { GeneratedFiles } from './generate.ts';

export interface FormatOptions {
  root: string;
  /** A fresh folder beside gen/, for the files Biome formats. */
  staging: string;
  cache: FormatCache;
  /** The file's bytes in gen/ now, or null when it has none. */
  current(path: string): Buffer | null;
}

/**
 * Biome's own binary, as its npm launcher (node_modules/.bin/biome) finds it: calling it
 * directly spares a node start and the launcher's `ldd --version` (for musl) on every run.
 */
function biomeBinary(root: string): string {
  const { platform, arch } = process;
  const ext = platform === 'win32' ? '.exe' : '';
  for (const variant of [`${platform}-${arch}`, `${platform}-${arch}-musl`]) {
    const binary = join(root, `node_modules/@biomejs/cli-${variant}/biome${ext}`);
    if (existsSync(binary)) return binary;
  }
  return join(root, 'node_modules/.bin/biome');
}

function runBiome(root: string, paths: string[]): Promise<void> {
  const biome = spawn(biomeBinary(root), ['format', '--write', ...paths], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    biome.on('error', reject);
    biome.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`biome format exited with ${code}`));
    });
  });
}

/** Every file of `files`, formatted: what gen/ holds when the cache vouches for it. */
export async function formatFiles(
  files: GeneratedFiles,
  { root, staging, cache, current }: FormatOptions,
): Promise<Map<string, Buffer>> {
  const formatted = new Map<string, Buffer>();
  const toFormat: string[] = [];
  for (const [path, content] of files) {
    const now = current(path);
    if (now && cache.isFormatted(path, content, now)) formatted.set(path, now);
    else toFormat.push(path);
  }
  if (toFormat.length === 0) return formatted;
  const targets = toFormat.map((path) => {
    const target = join(staging, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, files.get(path) ?? '');
    return target;
  });
  await runBiome(root, targets);
  for (const path of toFormat) {
    const bytes = readFileSync(join(staging, path));
    cache.remember(path, files.get(path) ?? '', bytes);
    formatted.set(path, bytes);
  }
  return formatted;
}

/**
 * What Biome made of each generated file last time, so a run formats only the files whose
 * text changed. A file's key hashes its path and unformatted text with Biome's version and
 * the repository's biome.json; its value is the hash of Biome's output. A file of
 * generated/src/gen/ whose hash is that value is up to date without running Biome. Kept
 * under node_modules/.cache (never committed); a missing or damaged cache only means a
 * slower run that formats everything, as a fresh checkout (CI) does.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export class FormatCache {
  readonly #file: string;
  readonly #salt: string;
  readonly #known: Map<string, string>;
  readonly #used = new Map<string, string>();

  /** `root`: the repository, whose biome.json and pinned Biome format the files. */
  constructor(root: string) {
    this.#file = join(root, 'node_modules/.cache/codegen/formatted.json');
    const biome = JSON.parse(
      readFileSync(join(root, 'node_modules/@biomejs/biome/package.json'), 'utf8'),
    ) as { version: string };
    this.#salt = sha256(`${biome.version}\0${readFileSync(join(root, 'biome.json'), 'utf8')}`);
    this.#known = new Map();
    try {
      const stored = JSON.parse(readFileSync(this.#file, 'utf8')) as Record<string, string>;
      for (const [key, value] of Object.entries(stored)) this.#known.set(key, value);
    } catch {
      // No cache yet, or a damaged one: every file is formatted.
    }
  }

  #key(path: string, unformatted: string): string {
    return sha256(`${this.#salt}\0${path}\0${unformatted}`);
  }

  /** Whether `current` is what Biome makes of `unformatted` (by an earlier run's record). */
  isFormatted(path: string, unformatted: string, current: Buffer): boolean {
    const key = this.#key(path, unformatted);
    const formatted = this.#known.get(key);
    if (formatted === undefined || formatted !== sha256(current)) return false;
    this.#used.set(key, formatted);
    return true;
  }

  /** Records what Biome made of `unformatted`. */
  remember(path: string, unformatted: string, formatted: Buffer): void {
    this.#used.set(this.#key(path, unformatted), sha256(formatted));
  }

  /** Keeps this run's records only, so the file stays the size of one generation. */
  save(): void {
    try {
      mkdirSync(dirname(this.#file), { recursive: true });
      const partial = `${this.#file}.${process.pid}`;
      writeFileSync(partial, `${JSON.stringify(Object.fromEntries(this.#used))}\n`);
      renameSync(partial, this.#file);
    } catch {
      // A read-only node_modules: the next run formats everything again.
    }
  }
}

/**
 * A record of the last generation: a hash of everything it read, and a hash of each file it
 * made. When a run's inputs hash the same and gen/ still holds those files, gen/ is what this
 * generator makes of them, and the run stops there: no bundling, no printing, no Biome.
 * The inputs are every file of the contract's folder, the generator itself (the stamp of its
 * bundle, a hash of its sources), the installed packages (npm's node_modules/.package-lock.json)
 * and biome.json. Kept under node_modules/.cache (never committed): a fresh checkout (CI) has
 * none and generates in full.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sha256 } from './format-cache.ts';
import { compare } from './names.ts';

interface GenerationRecord {
  inputs: string;
  operations: number;
  /** Path under gen/ -> sha256 of its bytes. */
  files: Record<string, string>;
}

const recordPath = (root: string) => join(root, 'node_modules/.cache/codegen/generation.json');

/** The hash of a generation's inputs, or null when one is missing (no record is kept then). */
export function inputsHash(root: string, openapiDir: string): string | null {
  const hash = createHash('sha256');
  try {
    for (const file of [
      'scripts/dist/codegen.stamp.json',
      'node_modules/.package-lock.json',
      'biome.json',
    ]) {
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
    const contract = readdirSync(openapiDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(compare);
    for (const file of contract) {
      hash
        .update(`${relative(openapiDir, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/**
 * The operations counted by the recorded generation, when it had these inputs and `files`
 * (path -> bytes in gen/) are exactly its files; otherwise null.
 */
export function recordedOperations(
  root: string,
  inputs: string,
  files: Map<string, Buffer>,
): number | null {
  let record: GenerationRecord;
  try {
    record = JSON.parse(readFileSync(recordPath(root), 'utf8')) as GenerationRecord;
  } catch {
    return null;
  }
  if (record.inputs !== inputs) return null;
  const expected = Object.entries(record.files);
  if (expected.length !== files.size) return null;
  for (const [path, hash] of expected) {
    const bytes = files.get(path);
    if (!bytes || sha256(bytes) !== hash) return null;
  }
  return record.operations;
}

export function saveRecord(
  root: string,
  inputs: string,
  operations: number,
  files: Map<string, Buffer>,
): void {
  const record: GenerationRecord = {
    inputs,
    operations,
    files: Object.fromEntries([...files].map(([path, bytes]) => [path, sha256(bytes)])),
  };
  try {
    const file = recordPath(root);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(record)}\n`);
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A read-only node_modules: the next run generates in full.
  }
}

/**
 * `npm run codegen` writes generated/src/gen/ from openapi/, touching only the files whose
 * text changes.
 * `npm run codegen -- --check` generates in memory and exits 1 naming every stale,
 * missing or extra file, without touching the tree.
 * `--openapi <dir>` reads the contract from another folder (used by the tests).
 * `--spec <file or URL>` reads one bundled document of a backend instead, split into admin
 * and store by path (spec-source.ts); `--out <dir>` writes somewhere other than gen/.
 * Run through scripts/codegen.mjs, which bundles this file and schema-types-worker.ts.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { bundleSpec, DOMAINS, type OpenApiDocument, openapiDir } from './bundle.ts';
import { formatFiles } from './format.ts';
import { FormatCache } from './format-cache.ts';
import { type GeneratedFiles, generateClient } from './generate.ts';
import { inputsHash, recordedOperations, saveRecord } from './generation-record.ts';
import { compare } from './names.ts';
import { SchemaTypesThread } from './schema-types-thread.ts';
import { loadSpec, splitByDomain } from './spec-source.ts';

const root = resolve(import.meta.dirname, '../../..');
/** The value after `flag` on the command line, or undefined. */
function option(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) {
    // Read at load (gen/ depends on --out), before main()'s catch: say it and stop here.
    console.error(`codegen failed: ${flag} needs a value`);
    process.exit(1);
  }
  return value;
}

const outOption = option('--out');
const genDir = outOption ? resolve(outOption) : join(root, 'generated/src/gen');
const schemaTypesWorker = join(root, 'scripts/dist/codegen-schema-types.mjs');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort(compare);
}

const currentFiles = new Map<string, Buffer | null>();

/** A file's bytes in gen/ before this run wrote anything, or null; each read once. */
function readCurrent(path: string): Buffer | null {
  let bytes = currentFiles.get(path);
  if (bytes === undefined) {
    try {
      bytes = readFileSync(join(genDir, path));
    } catch {
      bytes = null;
    }
    currentFiles.set(path, bytes);
  }
  return bytes;
}

/** A rename, or a copy when `--out` is on another file system than the staging folder. */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

/** Removes `dir` and its parents up to gen/ while they are empty (a tag gone from the spec). */
function removeEmptyFolders(dir: string): void {
  for (let folder = dir; folder !== genDir && folder.startsWith(genDir); folder = dirname(folder)) {
    if (readdirSync(folder).length > 0) return;
    rmdirSync(folder);
  }
}

/**
 * Bundles the documents one after the other and hands each to the worker as soon as it is
 * bundled, the admin document first, whose types take longest; each document's types go to
 * `format` as soon as they are printed, so Biome formats the admin's while the worker prints
 * the store's.
 */
async function bundleAndPrintTypes(
  thread: SchemaTypesThread,
  source: { openapi?: string; served?: OpenApiDocument[] },
  format: (files: GeneratedFiles) => Promise<Map<string, Buffer>>,
): Promise<{ specs: OpenApiDocument[]; types: Promise<Map<string, Buffer>>[] }> {
  const specs: OpenApiDocument[] = [];
  const types: Promise<Map<string, Buffer>>[] = [];
  for (const [index, domain] of DOMAINS.entries()) {
    const spec = source.served?.[index] ?? (await bundleSpec(domain, source.openapi));
    specs.push(spec);
    const file = thread
      .print(spec)
      .then((text) => format(new Map([[`${domain}/schema.ts`, text]])));
    // Awaited by the caller; this keeps a failure meanwhile from going unhandled.
    file.catch(() => {});
    types.push(file);
  }
  return { specs, types };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const openapiOption = option('--openapi');
  const openapi = openapiOption ? resolve(openapiOption) : undefined;
  const specSource = option('--spec');
  if (specSource && openapi) throw new Error('--spec and --openapi name two contracts; give one');
  const started = performance.now();
  // Read before anything starts, so a bad URL fails fast and alone.
  const served = specSource ? splitByDomain(await loadSpec(specSource)) : undefined;
  // The record covers openapi/ and gen/ only: a served spec or another folder always generates.
  const inputs = served || outOption ? null : inputsHash(root, openapi ?? openapiDir);
  const current = listFiles(genDir);
  const currentBytes = new Map(current.map((f) => [f, readCurrent(f) as Buffer]));
  const recorded = inputs === null ? null : recordedOperations(root, inputs, currentBytes);
  if (recorded !== null) {
    const ms = Math.round(performance.now() - started);
    if (check) console.log(`generated/src/gen/ is up to date (${recorded} operations).`);
    else
      console.log(
        `codegen: ${recorded} operations, ${current.length} files (0 changed, as recorded) in ${ms} ms`,
      );
    return;
  }
  // Started first: it loads TypeScript while this thread loads Redocly and bundles.
  const thread = new SchemaTypesThread(schemaTypesWorker);
  // Beside gen/, so Biome reads the repository's configuration.
  const staging = join(root, `generated/src/.gen-staging-${process.pid}`);
  try {
    const cache = new FormatCache(root);
    const format = (files: GeneratedFiles) =>
      formatFiles(files, { root, staging, cache, current: readCurrent });
    const { specs, types } = await bundleAndPrintTypes(thread, { openapi, served }, format);
    const { files, operations } = generateClient(specs);
    // Biome formats the client on the other core while the worker prints the schema types.
    const parts = await Promise.all([format(files), ...types]);
    const formatted = new Map(parts.flatMap((part) => [...part]));

    const fresh = [...formatted.keys()].sort(compare);
    const stale = fresh.filter((f) => {
      const now = readCurrent(f);
      return now !== null && !now.equals(formatted.get(f) as Buffer);
    });
    const missing = fresh.filter((f) => readCurrent(f) === null);
    const extra = current.filter((f) => !formatted.has(f));
    cache.save();
    if (inputs !== null) saveRecord(root, inputs, operations.length, formatted);
    if (check) {
      if (stale.length + missing.length + extra.length > 0) {
        console.error(
          'generated/src/gen/ is out of date with openapi/; run `npm run codegen` and commit.',
        );
        for (const f of stale) console.error(`  stale:   ${f}`);
        for (const f of missing) console.error(`  missing: ${f}`);
        for (const f of extra) console.error(`  extra:   ${f}`);
        process.exitCode = 1;
        return;
      }
      console.log(`generated/src/gen/ is up to date (${operations.length} operations).`);
      return;
    }
    // Only what changed; operations removed from the spec take their files and folders along.
    for (const f of [...stale, ...missing]) {
      mkdirSync(dirname(join(genDir, f)), { recursive: true });
      moveFile(join(staging, f), join(genDir, f));
    }
    for (const f of extra) {
      unlinkSync(join(genDir, f));
      removeEmptyFolders(dirname(join(genDir, f)));
    }
    const ms = Math.round(performance.now() - started);
    const changed = stale.length + missing.length + extra.length;
    console.log(
      `codegen: ${operations.length} operations, ${formatted.size} files (${changed} changed) in ${ms} ms`,
    );
  } finally {
    await thread.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`codegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

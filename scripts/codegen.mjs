#!/usr/bin/env node
// `npm run codegen` (and the flags main.ts lists): runs scripts/src/codegen/main.ts
// with plain node. Under tsx the same run spent about 2 s more CPU (of 6): its hooks see
// every module node loads, and codegen loads large ones (TypeScript, Redocly). So the sources
// are bundled by esbuild into scripts/dist/codegen.mjs, every package staying an import, and
// rebuilt only when one of them changed: a hash of the text of the files the last build
// read (its metafile), about a millisecond to check. The schema types are printed in a
// worker thread, from a second bundle beside it (scripts/dist/codegen-schema-types.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importMetaOfSource } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const outdir = join(root, 'scripts/dist');
const bundleFile = join(outdir, 'codegen.mjs');
/** Each bundle's file (main.ts knows the worker's by this name) and its source. */
const entries = {
  codegen: join(root, 'scripts/src/codegen/main.ts'),
  'codegen-schema-types': join(root, 'scripts/src/codegen/schema-types-worker.ts'),
};
const stampFile = join(outdir, 'codegen.stamp.json');
// This launcher and the build helper it borrows shape the bundle too.
const builders = [import.meta.filename, join(root, 'scripts/build-server.mjs')];

/** A hash of the files' text, or null when one is gone. */
function hashOf(files) {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(file).update('\0').update(readFileSync(file));
  } catch {
    return null;
  }
  return hash.digest('hex');
}

function bundleIsFresh() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    const built = Object.keys(entries).every((name) => existsSync(join(outdir, `${name}.mjs`)));
    return built && stamp.hash === hashOf(stamp.inputs);
  } catch {
    return false;
  }
}

/** Writes through a file of this process's own, so runs started together never mix halves. */
function writeAtomically(file, content) {
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

async function buildBundle() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: entries,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    supported: { 'import-meta': true },
    plugins: [importMetaOfSource(outdir)],
    metafile: true,
    write: false,
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const inputs = [...Object.keys(result.metafile.inputs).map((p) => resolve(root, p)), ...builders];
  mkdirSync(outdir, { recursive: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  writeAtomically(stampFile, `${JSON.stringify({ hash: hashOf(inputs), inputs })}\n`);
}

if (!bundleIsFresh()) await buildBundle();
await import(pathToFileURL(bundleFile).href);

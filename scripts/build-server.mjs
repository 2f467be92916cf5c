#!/usr/bin/env node
// The server's production build: server/src/main.ts (and src/cli/migrate.ts) bundled by
// esbuild into server/dist/*.js, run with plain `node`. Usage:
//   node scripts/build-server.mjs              build now
//   node scripts/build-server.mjs --if-stale   build only when the sources changed since
//   node scripts/build-server.mjs --outdir D   build into D instead (tests: a copy of their own)
//
// Why a bundle: the sources import each other and the workspace package @commerce/client
// with `.ts` specifiers, and that package exports its .ts files; node runs neither. esbuild
// compiles all of it into one file per entry, while every package of node_modules stays an
// import (external), resolved by node from server/ as before: native and wasm files (PGlite),
// and the versions package-lock.json pinned.
//
// Files read at run time are found where the sources would find them: each
// `import.meta.dirname`/`filename`/`url` in a bundled file is rewritten to the file's own
// folder (relative to the bundle, so the checkout may move), so migrations/, the apps'
// dist/ and the repo's .data/ resolve as under tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const server = join(root, 'server');
export const outdir = join(server, 'dist');
const stampFile = join(outdir, 'build-stamp.json');

/** What the bundle is made of: a change in any of these makes it stale. */
const inputs = [
  join(server, 'src'),
  join(server, 'package.json'),
  join(root, 'generated/src'),
  join(root, 'generated/package.json'),
  join(root, 'package-lock.json'),
  import.meta.filename,
];

const entryPoints = [
  { in: join(server, 'src/main.ts'), out: 'main' },
  { in: join(server, 'src/cli/migrate.ts'), out: 'migrate' },
];

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    yield* files(join(path, entry.name));
  }
}

/**
 * A fingerprint of the inputs from their names, sizes and modification times (a stat per
 * file, no reads: 10 to 40 ms for the ~600 files), so `npm start` checks it every time.
 */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [path, stat] of files(input)) {
      if (/\.test\.tsx?$|\.test-d\.ts$/.test(path)) continue;
      hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function buildIsFresh() {
  if (!entryPoints.every(({ out }) => existsSync(join(outdir, `${out}.js`)))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).sources === sourceFingerprint();
  } catch {
    return false;
  }
}

/** Rewrites `import.meta.*` of a bundled source file to that file's own location. */
export const importMetaOfSource = (outdir) => ({
  name: 'import-meta-of-source',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const dir = JSON.stringify(relative(outdir, dirname(args.path)));
      const file = JSON.stringify(relative(outdir, args.path));
      // On the first line, so the source map's line numbers stay right.
      const contents = `import { join as __sourcePath } from 'node:path'; import { pathToFileURL as __sourceUrl } from 'node:url'; ${text
        .replaceAll('import.meta.dirname', `__sourcePath(import.meta.dirname, ${dir})`)
        .replaceAll('import.meta.filename', `__sourcePath(import.meta.dirname, ${file})`)
        .replaceAll(
          'import.meta.url',
          `__sourceUrl(__sourcePath(import.meta.dirname, ${file})).href`,
        )}`;
      return { contents, loader: 'ts' };
    });
  },
});

/** Bundles the workspace's own sources; every other package stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@commerce/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(into = outdir) {
  const started = performance.now();
  const sources = sourceFingerprint();
  const { build } = await import('esbuild');
  await build({
    entryPoints,
    outdir: into,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // The import.meta rewrite references the bundle's own folder, from node 20.11 on.
    supported: { 'import-meta': true },
    plugins: [externalPackages, importMetaOfSource(into)],
    logLevel: 'warning',
  });
  const stamp = { sources, builtAt: new Date().toISOString() };
  writeFileSync(join(into, 'build-stamp.json'), `${JSON.stringify(stamp)}\n`);
  const ms = Math.round(performance.now() - started);
  console.log(`Built the server into ${relative(root, into)}/ in ${ms} ms`);
}

/** Builds unless the build is fresh; for `npm start` and `npm run migrate`. */
export async function ensureServerBuild() {
  if (buildIsFresh()) return;
  console.log(
    existsSync(stampFile) ? 'The server changed: building it...' : 'Building the server...',
  );
  await buildServer();
}

if (pathToFileURL(process.argv[1] ?? '').href === import.meta.url) {
  const into = process.argv.indexOf('--outdir');
  if (into > 0) await buildServer(resolve(process.argv[into + 1] ?? ''));
  else if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await buildServer();
}

#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the server (storefront at /, admin at
// /app/) on HOST:PORT, default 127.0.0.1:9000, with plain node:
// - the apps once (their dist/ is kept until `npm run build`);
// - the server whenever its sources changed since its build (scripts/build-server.mjs);
// then imports server/dist/main.js into this process, so signals reach the server itself
// (SIGTERM and Ctrl+C shut it down gracefully, see server/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, outdir } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');

for (const app of ['storefront', 'admin']) {
  if (existsSync(join(root, app, 'dist/index.html'))) continue;
  console.log(`Building ${app} (first start)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', `@commerce/${app}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureServerBuild();
// Stack traces name the TypeScript sources (the bundle's source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(outdir, 'main.js')).href);

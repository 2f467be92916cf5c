#!/usr/bin/env node
// `npm start`'s first half: builds what is missing, with plain node:
// - the apps once (their dist/ is kept until `npm run build`); the storefront's server
//   bundle (dist-ssr/) too, which renders its pages: a dist/ without it is rebuilt;
// - the server whenever its sources changed since its build (scripts/build-server.mjs).
// Then this process ends, and the npm script execs scripts/run-server.sh in its place, which
// execs node on server/dist/main.js with the memory bounds (server/README.md, "Memory"):
// glibc reads its tunables only when a process starts, so the server cannot be imported
// into this process, and no parent waits beside it. The server is then the process npm
// started: SIGTERM and Ctrl+C reach it and shut it down gracefully (server/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureServerBuild } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');

/** What each app's build writes last: its absence means the app must be built. */
const builtFiles = {
  storefront: ['dist/.vite/manifest.json', 'dist-ssr/entry-server.js'],
  admin: ['dist/index.html'],
};

for (const [app, files] of Object.entries(builtFiles)) {
  if (files.every((file) => existsSync(join(root, app, file)))) continue;
  console.log(`Building ${app} (first start)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', `@commerce/${app}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureServerBuild();

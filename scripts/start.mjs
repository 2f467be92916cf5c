#!/usr/bin/env node
// `npm start`: builds the apps if they have not been built, then runs the server
// (storefront at /, admin at /app/) on HOST:PORT, default 127.0.0.1:9000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

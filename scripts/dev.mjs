#!/usr/bin/env node
// `npm run dev`: the server in watch mode (restarts on a change under server/src) and both
// apps on Vite's dev servers with hot reload, which proxy their API calls to the server.
// One terminal, one Ctrl+C; each line says which process wrote it.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

const processes = [
  { name: 'server', cwd: root, command: bin('tsx'), args: ['watch', 'server/src/main.ts'] },
  {
    name: 'storefront',
    cwd: join(root, 'storefront'),
    command: bin('vite'),
    args: ['--host', '127.0.0.1', '--port', '5173', '--strictPort'],
  },
  {
    name: 'admin',
    cwd: join(root, 'admin'),
    command: bin('vite'),
    args: ['--host', '127.0.0.1', '--port', '5174', '--strictPort'],
  },
];

const width = Math.max(...processes.map((p) => p.name.length));
const children = processes.map(({ name, cwd, command, args }) => {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = `[${name.padEnd(width)}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  child.on('exit', (code, signal) => {
    console.log(`${label} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stopAll(code ?? 1);
  });
  return child;
});

console.log(
  'API http://127.0.0.1:9000 · storefront http://127.0.0.1:5173/ · admin http://127.0.0.1:5174/app/',
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

#!/usr/bin/env node
// `npm test`: every check of the repository, in order, failing on the first broken step.
// 1. spec lint  2. codegen drift check  3. lint + format (Biome)
// 4. typecheck and tests of every package (Nx, cached, 2 in parallel).
// Ends with one summary line of all test counts, read from each package's Vitest report.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const packages = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

for (const pkg of packages) rmSync(join(root, pkg, 'reports'), { recursive: true, force: true });

const steps = [
  ['spec lint', bin('tsx'), ['scripts/src/spec-lint.ts']],
  ['codegen check', process.execPath, ['scripts/codegen.mjs', '--check']],
  ['lint and format', bin('biome'), ['ci', '.']],
  [
    'typecheck and tests',
    bin('nx'),
    // CI runs everything for real: Nx's cache lives in ~/.nx and outlives a fresh clone.
    [
      'run-many',
      '-t',
      'typecheck',
      'test',
      '--outputStyle=static',
      ...(process.env.CI ? ['--skip-nx-cache'] : []),
    ],
  ],
];

let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `--- ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
const silent = [];
for (const pkg of packages) {
  const dir = join(root, pkg, 'reports');
  if (!existsSync(dir)) {
    // A package whose tests ran must leave a report; a missing one means tests went uncounted.
    if (!failedStep) silent.push(pkg);
    continue;
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed +=
      (report.numFailedTests ?? 0) + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
if (failedStep) console.log(`\nnpm test failed at: ${failedStep}`);
if (silent.length > 0) console.log(`\nNo test report from: ${silent.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || silent.length > 0 || failed > 0 || passed === 0 ? 1 : 0);

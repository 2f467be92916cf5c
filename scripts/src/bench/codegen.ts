import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../codegen/generate.ts';
import { type BenchResult, root } from './report.ts';
import { median } from './stats.ts';

/** What codegen keeps between runs (scripts/src/codegen/format-cache.ts, generation-record.ts). */
const codegenCache = join(root, 'node_modules/.cache/codegen');

/**
 * Codegen's figures: generating in process, the whole `--check` and write commands (issue
 * 29: at most 3 s each, from issue 2's 5 s) and typechecking generated/. Each command twice:
 * from a fresh checkout (no cache, as CI runs it: everything generated and formatted), and
 * again with the contract unchanged since the last run (a developer's repeated run).
 */
export async function benchCodegen(runs = 3): Promise<BenchResult[]> {
  const inProcess: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await generate();
    inProcess.push(performance.now() - started);
  }
  // Through npm, as a developer types them: npm's own start-up is part of the figure.
  const npmRun = (args: string[], cache: 'cold' | 'warm') => {
    const times: number[] = [];
    // The warm runs' cache is the one the run before them leaves.
    if (cache === 'warm')
      execFileSync('npm', ['run', '-s', 'codegen'], { cwd: root, stdio: 'ignore' });
    for (let i = 0; i < runs; i++) {
      if (cache === 'cold') rmSync(codegenCache, { recursive: true, force: true });
      const started = performance.now();
      execFileSync('npm', ['run', '-s', 'codegen', '--', ...args], { cwd: root, stdio: 'ignore' });
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const check = npmRun(['--check'], 'cold');
  const write = npmRun([], 'cold');
  const checkWarm = npmRun(['--check'], 'warm');
  const writeWarm = npmRun([], 'warm');
  const started = performance.now();
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'generated/tsconfig.json'], {
    cwd: root,
    stdio: 'ignore',
  });
  const typecheck = performance.now() - started;
  return [
    {
      name: 'codegen: generate every operation (in process, median)',
      value: median(inProcess),
      unit: 'ms',
      target: '<= 3000 ms',
    },
    {
      name: 'codegen: npm run codegen -- --check (whole command, median)',
      value: check,
      unit: 'ms',
      target: '<= 3000 ms',
    },
    {
      name: 'codegen: npm run codegen (whole command, writes generated/, median)',
      value: write,
      unit: 'ms',
      target: '<= 3000 ms',
    },
    {
      name: 'codegen: npm run codegen -- --check, contract unchanged since the last run (median)',
      value: checkWarm,
      unit: 'ms',
      target: '<= 3000 ms',
    },
    {
      name: 'codegen: npm run codegen, contract unchanged since the last run (median)',
      value: writeWarm,
      unit: 'ms',
      target: '<= 3000 ms',
    },
    { name: 'typecheck generated/ (tsc, one run)', value: typecheck, unit: 'ms' },
  ];
}

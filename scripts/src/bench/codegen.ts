import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { generate } from '../codegen/generate.ts';
import { type BenchResult, root } from './report.ts';
import { median } from './stats.ts';

/**
 * Codegen's figures: generating in process, the whole `--check` command (issue 29: at most
 * 3 s, from issue 2's 5 s) and typechecking generated/.
 */
export async function benchCodegen(runs = 3): Promise<BenchResult[]> {
  const inProcess: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await generate();
    inProcess.push(performance.now() - started);
  }
  // Through npm, as a developer types them: npm's own start-up is part of the figure.
  const npmRun = (args: string[]) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      execFileSync('npm', ['run', '-s', 'codegen', '--', ...args], { cwd: root, stdio: 'ignore' });
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const check = npmRun(['--check']);
  const write = npmRun([]);
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
    { name: 'typecheck generated/ (tsc, one run)', value: typecheck, unit: 'ms' },
  ];
}

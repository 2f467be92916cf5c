import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { generate } from '../codegen/generate.ts';
import { type BenchResult, median, root } from './report.ts';

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
  const cli: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync(process.execPath, ['scripts/codegen.mjs', '--check'], {
      cwd: root,
      stdio: 'ignore',
    });
    cli.push(performance.now() - started);
  }
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
      target: '< 5000 ms',
    },
    {
      name: 'codegen: npm run codegen -- --check (whole command, median)',
      value: median(cli),
      unit: 'ms',
      target: '<= 3000 ms',
    },
    { name: 'typecheck generated/ (tsc, one run)', value: typecheck, unit: 'ms' },
  ];
}

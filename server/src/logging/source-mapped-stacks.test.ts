import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mappings } from './source-mapped-stacks.ts';

describe('Mappings', () => {
  // Line 1: column 0 from source 0 at 1:1, column 4 from 1:5; line 2: column 0 from 2:1,
  // then column 6 unmapped. Line 3: source 1 at 10:3.
  const mappings = new Mappings('AAAA,IAAI;AACJ,M;ACQE', ['/src/a.ts', '/src/b.ts']);

  it('finds the last segment at or before the column, 1-based both ways', () => {
    expect(mappings.original(1, 1)).toEqual({ source: '/src/a.ts', line: 1, column: 1 });
    expect(mappings.original(1, 3)).toEqual({ source: '/src/a.ts', line: 1, column: 1 });
    expect(mappings.original(1, 5)).toEqual({ source: '/src/a.ts', line: 1, column: 5 });
    expect(mappings.original(2, 6)).toEqual({ source: '/src/a.ts', line: 2, column: 1 });
  });

  it('carries the deltas across lines and sources', () => {
    expect(mappings.original(3, 1)).toEqual({ source: '/src/b.ts', line: 10, column: 3 });
  });

  it('answers null for an unmapped column or a line past the map', () => {
    expect(mappings.original(2, 7)).toBeNull();
    expect(mappings.original(4, 1)).toBeNull();
  });
});

describe('the stack traces of a bundle', () => {
  let dir: string;
  let bundle: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stacks-'));
    // Line 3, column 9 of thrower.ts creates the error.
    writeFileSync(
      join(dir, 'thrower.ts'),
      'export function fail(): Error {\n  const because: string = "nothing";\n  return new Error("boom: " + because);\n}\n',
    );
    writeFileSync(
      join(dir, 'entry.ts'),
      [
        `import { dirname } from 'node:path';`,
        `import { mapBundleStackTraces } from ${JSON.stringify(resolve(import.meta.dirname, 'source-mapped-stacks.ts'))};`,
        `import { fail } from './thrower.ts';`,
        'mapBundleStackTraces(dirname(process.argv[1]));',
        'console.log(JSON.stringify({ stack: fail().stack }));',
      ].join('\n'),
    );
    await build({
      entryPoints: [join(dir, 'entry.ts')],
      outdir: join(dir, 'dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    bundle = join(dir, 'dist/entry.js');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...flags: string[]) =>
    JSON.parse(execFileSync(process.execPath, [...flags, bundle], { encoding: 'utf8' })) as {
      stack: string;
    };
  /** The frames that name a file of the bundle's sources or the bundle itself. */
  const ownFrames = (stack: string) => stack.split('\n').filter((line) => line.includes(dir));
  /** Where each of them points (node names an anonymous function `<anonymous>`, V8 not). */
  const positions = (stack: string) =>
    ownFrames(stack).map((line) => /([^ (]+:\d+:\d+)\)?$/.exec(line)?.[1]);

  it('name the sources, at the lines node --enable-source-maps names', () => {
    const mapped = run();
    expect(mapped.stack.split('\n')[0]).toBe('Error: boom: nothing');
    expect(ownFrames(mapped.stack)[0]).toBe(`    at fail (${join(dir, 'thrower.ts')}:3:10)`);

    const byNode = run('--enable-source-maps');
    expect(positions(mapped.stack)).toEqual(positions(byNode.stack));
    expect(positions(mapped.stack)[1]).toBe(`${join(dir, 'entry.ts')}:5:37`);
  });
});

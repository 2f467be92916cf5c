import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { crossFeatureImports } from './feature-imports.ts';

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), '../../features');

describe('the admin features', () => {
  // House style 2: what two features share moves to lib/ or ui/.
  it('do not import each other', () => {
    expect(crossFeatureImports(FEATURES)).toEqual([]);
  });
});

describe('crossFeatureImports', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports an import into another feature, not one within a feature or from lib', () => {
    dir = mkdtempSync(join(tmpdir(), 'features-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('orders/a.tsx', "import { b } from './b.ts';\nimport { x } from '../../lib/x.ts';");
    write('orders/b.ts', "export { p } from '../products/p.ts';");
    write('products/p.ts', 'export const p = 1;');
    expect(crossFeatureImports(dir)).toEqual([
      { file: join('orders', 'b.ts'), imports: '../products/p.ts' },
    ]);
  });
});

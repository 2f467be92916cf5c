import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { recordInitialModules } from './initial-chunk.ts';

function chunk(fileName: string, options: Partial<OutputChunk> & { ids: Record<string, number> }) {
  const modules = Object.fromEntries(
    Object.entries(options.ids).map(([id, renderedLength]) => [id, { renderedLength }]),
  );
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    modules,
    ...options,
  };
}

describe('recordInitialModules', () => {
  it('collects the code of the entry chunk and of the chunks it imports statically', () => {
    const bundle = Object.fromEntries(
      [
        chunk('index.js', { isEntry: true, imports: ['shared.js'], ids: { '/src/main.tsx': 900 } }),
        chunk('shared.js', { imports: ['deep.js'], ids: { '/ui/cn.ts': 300, '/ui/index.ts': 0 } }),
        chunk('deep.js', { ids: { '/nm/react-dom.js': 4000 } }),
        // Loaded on demand (a dynamic import of index.js): not part of the first load.
        chunk('checkout.js', { imports: ['shared.js'], ids: { '/src/checkout.tsx': 700 } }),
        { type: 'asset', fileName: 'index.css' },
      ].map((output) => [output.fileName, output]),
    ) as unknown as OutputBundle;
    const initial = new Set<string>();
    const plugin = recordInitialModules(initial);
    const generateBundle = plugin.generateBundle as (options: unknown, b: OutputBundle) => void;
    generateBundle.call({}, {}, bundle);
    // A barrel that tree-shaking emptied is left out, so it does not pull in what it re-exports.
    expect([...initial].sort()).toEqual(['/nm/react-dom.js', '/src/main.tsx', '/ui/cn.ts']);
  });

  it('adds the code of the landing pages named, and of the chunks they import', () => {
    const bundle = Object.fromEntries(
      [
        chunk('index.js', { isEntry: true, ids: { '/src/main.tsx': 900 } }),
        chunk('listing.js', {
          facadeModuleId: '/src/routes/products.tsx',
          imports: ['grid.js'],
          ids: { '/src/routes/products.tsx': 500 },
        }),
        chunk('grid.js', { ids: { '/src/grid.tsx': 200 } }),
        chunk('checkout.js', {
          facadeModuleId: '/src/routes/checkout.tsx',
          ids: { '/src/routes/checkout.tsx': 700 },
        }),
      ].map((output) => [output.fileName, output]),
    ) as unknown as OutputBundle;
    const initial = new Set<string>();
    const plugin = recordInitialModules(initial, (id) => id.endsWith('/products.tsx'));
    const generateBundle = plugin.generateBundle as (options: unknown, b: OutputBundle) => void;
    generateBundle.call({}, {}, bundle);
    expect([...initial].sort()).toEqual([
      '/src/grid.tsx',
      '/src/main.tsx',
      '/src/routes/products.tsx',
    ]);
  });
});

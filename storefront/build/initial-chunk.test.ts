import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { ENTRY, recordInitialModules } from './initial-chunk.ts';

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

function record(
  outputs: unknown[],
  landing?: (id: string) => boolean,
  appStart?: (id: string) => boolean,
) {
  const bundle = Object.fromEntries(
    outputs.map((output) => [(output as { fileName: string }).fileName, output]),
  ) as unknown as OutputBundle;
  const initial = new Map<string, Set<string>>();
  const plugin = recordInitialModules(initial, landing, appStart);
  const generateBundle = plugin.generateBundle as (options: unknown, b: OutputBundle) => void;
  generateBundle.call({}, {}, bundle);
  return Object.fromEntries([...initial].map(([id, from]) => [id, [...from].sort()]));
}

describe('recordInitialModules', () => {
  it("takes the app the entry loads after the paint as the first load, not the entry's own code", () => {
    const app = '/src/lib/ssr/hydrate-page.tsx';
    const initial = record(
      [
        // The entry waits for the paint, then imports the app; the app uses the entry's helper.
        chunk('index.js', { isEntry: true, imports: ['app.js'], ids: { '/src/main.tsx': 90 } }),
        chunk('app.js', {
          facadeModuleId: app,
          imports: ['react.js', 'index.js'],
          ids: { [app]: 900, '/src/helper.ts': 10 },
        }),
        chunk('react.js', { ids: { '/nm/react-dom.js': 4000 } }),
      ],
      undefined,
      (id) => id === app,
    );
    expect(initial).toEqual({
      [app]: [ENTRY],
      '/src/helper.ts': [ENTRY],
      '/nm/react-dom.js': [ENTRY],
    });
  });

  it('collects the code of the entry chunk and of the chunks it imports statically', () => {
    const initial = record([
      chunk('index.js', { isEntry: true, imports: ['shared.js'], ids: { '/src/main.tsx': 900 } }),
      chunk('shared.js', { imports: ['deep.js'], ids: { '/ui/cn.ts': 300, '/ui/index.ts': 0 } }),
      chunk('deep.js', { ids: { '/nm/react-dom.js': 4000 } }),
      // Loaded on demand (a dynamic import of index.js): not part of the first load.
      chunk('checkout.js', { imports: ['shared.js'], ids: { '/src/checkout.tsx': 700 } }),
      { type: 'asset', fileName: 'index.css' },
    ]);
    // A barrel that tree-shaking emptied is left out, so it does not pull in what it re-exports.
    expect(initial).toEqual({
      '/nm/react-dom.js': [ENTRY],
      '/src/main.tsx': [ENTRY],
      '/ui/cn.ts': [ENTRY],
    });
  });

  it('names the landing pages that reach each module the entry does not', () => {
    const listing = '/src/routes/products.tsx';
    const product = '/src/routes/product.tsx';
    const initial = record(
      [
        chunk('index.js', { isEntry: true, imports: ['react.js'], ids: { '/src/main.tsx': 900 } }),
        chunk('react.js', { ids: { '/nm/react.js': 900 } }),
        chunk('listing.js', {
          facadeModuleId: listing,
          imports: ['grid.js', 'react.js'],
          ids: { [listing]: 500 },
        }),
        chunk('product.js', {
          facadeModuleId: product,
          imports: ['grid.js'],
          ids: { [product]: 400 },
        }),
        chunk('grid.js', { ids: { '/src/grid.tsx': 200, '/src/catalog/index.ts': 0 } }),
        chunk('checkout.js', {
          facadeModuleId: '/src/routes/checkout.tsx',
          ids: { '/src/routes/checkout.tsx': 700 },
        }),
      ],
      (id) => id === listing || id === product,
    );
    expect(initial).toEqual({
      '/nm/react.js': [ENTRY],
      '/src/main.tsx': [ENTRY],
      [listing]: [listing],
      [product]: [product],
      '/src/grid.tsx': [product, listing].sort(),
      // An emptied barrel goes with the pages that reach it, not into an empty chunk.
      '/src/catalog/index.ts': [product, listing].sort(),
    });
  });
});

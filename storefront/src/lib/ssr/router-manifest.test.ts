import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient, createQueryClient } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router.tsx';
import { CLIENT_ENTRY, routeIdOfFile, routerManifest, type ViteChunk } from './router-manifest.ts';

const vite: Record<string, ViteChunk> = {
  [CLIENT_ENTRY]: {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['_app.js'],
    css: ['assets/entry.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_react.js', 'src/entry-client.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_button.js'] },
  'src/routes/cart.tsx?tsr-split=component': {
    file: 'assets/cart.js',
    imports: ['_button.js', '_react.js', '_app.js'],
  },
  'src/routes/account._shopper.addresses.tsx?tsr-split=component': {
    file: 'assets/addresses.js',
    imports: ['_form.js'],
  },
  'src/routes/no-such-route.tsx?tsr-split=component': { file: 'assets/stale.js' },
  'src/features/cart/cart-drawer-panel.tsx': { file: 'assets/drawer.js', imports: ['_button.js'] },
};

describe('the router manifest', () => {
  const manifest = routerManifest(
    vite,
    new Set(['__root__', '/cart', '/account/_shopper/addresses']),
  );

  it("gives the root the entry script, its and the app's static imports as preloads and its CSS, not the app", () => {
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/runtime.js', '/assets/react.js'],
      css: ['/assets/entry.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js', async: true } }],
    });
  });

  it("preloads a split route's chunks and what they import beyond the entry's and the app's", () => {
    expect(manifest.routes['/cart']?.preloads).toEqual(['/assets/cart.js', '/assets/button.js']);
    expect(manifest.routes['/account/_shopper/addresses']?.preloads).toEqual([
      '/assets/addresses.js',
      '/assets/form.js',
      '/assets/button.js',
    ]);
  });

  it('leaves out chunks that are no route of the tree', () => {
    expect(Object.keys(manifest.routes).sort()).toEqual([
      '/account/_shopper/addresses',
      '/cart',
      '__root__',
    ]);
  });

  it('names every route file by the id the router gives it', () => {
    const router = createAppRouter({
      client: createClient({ baseUrl: 'http://api.test' }),
      queryClient: createQueryClient(),
    });
    const files = readdirSync(resolve(import.meta.dirname, '../../routes')).filter(
      (name) => /^[^.].*\.tsx$/.test(name) && !name.endsWith('.test.tsx'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(Object.keys(router.routesById)).toContain(routeIdOfFile(file.replace(/\.tsx$/, '')));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { routerManifest } from './storefront-entry.ts';

describe('the router manifest of a server-rendered storefront', () => {
  it('loads the client entry as a module, preloads what it imports and links every CSS file', () => {
    const manifest = routerManifest({
      'src/entry-client.tsx': {
        file: 'assets/entry-client-abc.js',
        isEntry: true,
        imports: ['_react.js', '_router.js'],
        css: ['assets/entry-client-abc.css'],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_router.js': {
        file: 'assets/router-2.js',
        imports: ['_react.js'],
        css: ['assets/ui-3.css'],
      },
      'src/routes/checkout.tsx': { file: 'assets/checkout-4.js', imports: ['_react.js'] },
    });
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/react-1.js', '/assets/router-2.js'],
      css: ['/assets/entry-client-abc.css', '/assets/ui-3.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-abc.js', async: true } }],
    });
  });

  it('refuses a client build without the entry, rather than serve pages that never hydrate', () => {
    expect(() => routerManifest({ 'src/main.tsx': { file: 'assets/main.js' } })).toThrow(
      /entry-client/,
    );
  });
});

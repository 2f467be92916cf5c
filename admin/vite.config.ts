import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { translationFilesPath } from '../scripts/src/vite/translation-files-path.ts';

/**
 * `ADMIN_EXAMPLE_EXTENSION=true npm run dev`: the dev server writes the switch the server
 * writes into the built admin's page (server/src/http/admin-page.ts), so the example
 * extension shows in development as it does under `npm start`.
 */
function exampleExtensionSwitch(): Plugin {
  return {
    name: 'admin-example-extension',
    apply: 'serve',
    transformIndexHtml: () =>
      /^(true|1|yes|on)$/i.test(process.env.ADMIN_EXAMPLE_EXTENSION?.trim() ?? '')
        ? [
            {
              tag: 'meta',
              attrs: { name: 'admin-example-extension', content: 'true' },
              injectTo: 'head',
            },
          ]
        : [],
  };
}

export default defineConfig({
  // The server serves the built admin under /app (architecture.md, URLs).
  base: '/app/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    translationFilesPath(),
    exampleExtensionSwitch(),
  ],
  build: {
    // No lists of every route's chunks in the boot chunk for Vite's preloader (issue 29:
    // about 4 KB gzip off /app/login): the router loads a route's chunks when a link is
    // hovered or focused (defaultPreload 'intent'), so its imports still come early.
    modulePreload: false,
    // Everything the entry imports statically loads with every page anyway: one chunk rather
    // than some thirty small ones compresses better and saves their requests (issue 29:
    // about 10 KB gzip off /app/login). Route chunks are split as before.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } },
    },
  },
  server: {
    // In development the API runs on its own port; in production it serves this app.
    proxy: { '^/admin(/|$)': 'http://127.0.0.1:9000' },
  },
});

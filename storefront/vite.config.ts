import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

/**
 * Vite serves `public/` at the app's base, so `public/locales/de/common.json` is at
 * `{base}locales/de/common.json`; the app reads it at `{base}public/locales/…`, the
 * specification's path (section 7), which the server answers (server/src/http/static-apps.ts).
 * This gives the dev and preview servers that path too.
 */
function translationFilesPath(): Plugin {
  let base = '/';
  const alias: Connect.NextHandleFunction = (request, _response, next) => {
    if (request.url?.startsWith(`${base}public/locales/`)) {
      request.url = base + request.url.slice(`${base}public/`.length);
    }
    next();
  };
  return {
    name: 'translation-files-path',
    configResolved: (config) => {
      base = config.base;
    },
    configureServer: (server) => {
      server.middlewares.use(alias);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(alias);
    },
  };
}

export default defineConfig({
  base: '/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    translationFilesPath(),
  ],
  // No lists of every page's chunks in the first chunk for Vite's preloader (issue 29: about
  // 1.7 KB gzip): the router loads a page's chunks when its link is hovered or focused
  // (defaultPreload 'intent'), so their imports still come early.
  build: { modulePreload: false },
  server: {
    // In development the API runs on its own port; in production it serves this app.
    proxy: { '^/store(/|$)': 'http://127.0.0.1:9000' },
  },
});

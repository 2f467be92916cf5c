import type { Connect, Plugin } from 'vite';

/**
 * Vite serves `public/` at the app's base, so `public/locales/de/common.json` is at
 * `{base}locales/de/common.json`; the app reads it at `{base}public/locales/…`, the
 * specification's path (section 7), which the server answers (server/src/http/static-apps.ts).
 * This gives both apps' dev and preview servers that path too (admin and storefront vite.config.ts).
 */
export function translationFilesPath(): Plugin {
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

import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { translationFilesPath } from '../scripts/src/vite/translation-files-path.ts';
import { devPage } from './build/dev-page.ts';
import { splitBehavior } from './build/landing-pages.ts';

export default defineConfig({
  base: '/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior },
    }),
    react(),
    tailwindcss(),
    translationFilesPath(),
    devPage(),
  ],
  resolve: {
    alias: [
      {
        // TanStack's store selects through the shim of useSyncExternalStore, made for React
        // before 18; React 19 has the hook, and the package's own with-selector uses it: the
        // shim's fallback (0.3 KB gzip) then stays out of the first load (issue 23).
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // No lists of every page's chunks in the first chunk for Vite's preloader (issue 29: about
  // 1.7 KB gzip): the router loads a page's chunks when its link is hovered or focused
  // (defaultPreload 'intent'), so their imports still come early.
  // SF_SOURCEMAP=1 writes source maps, to see what the first chunk holds (README, "First load").
  build: { modulePreload: false, sourcemap: Boolean(process.env.SF_SOURCEMAP) },
  server: {
    // In development the API runs on its own port; in production it serves this app.
    proxy: { '^/store(/|$)': 'http://127.0.0.1:9000' },
  },
});

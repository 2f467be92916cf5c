import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server serves the built admin under /app (architecture.md, URLs).
  base: '/app/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
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

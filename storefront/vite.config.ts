import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app and its libraries are written for React; the browser gets Preact's compat layer
// in React's place (issue 8's size budget: react-dom alone is ~60 KB gzip, Preact ~10 KB).
// Vitest has its own config (vitest.config.ts) and keeps React for the component tests.
const reactOnPreact = fileURLToPath(new URL('src/lib/preact/react-on-preact.ts', import.meta.url));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: reactOnPreact },
];

export default defineConfig({
  base: '/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: preactAliases },
  server: {
    // In development the API runs on its own port; in production it serves this app.
    proxy: { '^/store(/|$)': 'http://127.0.0.1:9000' },
  },
});

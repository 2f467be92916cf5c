import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Spike (issue 23): the preact/compat aliases are dropped here so the server-rendering
// spike runs on React 19 (branch sf-react does the real removal).
export default defineConfig({
  base: '/',
  // The router plugin must run before react() so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    // In development the API runs on its own port; in production it serves this app.
    proxy: { '^/store(/|$)': 'http://127.0.0.1:9000' },
  },
});

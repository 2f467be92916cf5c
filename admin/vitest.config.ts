import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole screens render in jsdom: a test that takes 4 s alone took over 5 s (the default)
    // on a busy 2-core CI machine. Tests wait for conditions, so a longer limit adds no wait.
    testTimeout: 20_000,
  },
});

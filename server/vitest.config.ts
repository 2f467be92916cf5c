import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starting a PGlite (or a private PostgreSQL cluster) takes seconds, more on a busy machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

// Each journey file has its own server (in-memory database, free port) and its own
// Chromium, so two files run at once: most of a journey's time is spent waiting on the
// browser and the server, not computing (CI: e2e 760 s one file at a time).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['src/precompress-apps.ts', 'src/database-template.ts'],
  },
});

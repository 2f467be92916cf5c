import { defineConfig } from 'vitest/config';

// Browser journeys share one server and one Chromium per file; keep them sequential.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

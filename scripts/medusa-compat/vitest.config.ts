import { defineConfig } from 'vitest/config';

// The Medusa v1 compatibility suite (README.md here): one Medusa 1.20 server for the whole
// run, started by global-setup.ts; not part of `npm test` (run `npm run test:compat`).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['cases/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    // The files share one Medusa; running them one after another keeps its log readable.
    fileParallelism: false,
  },
});

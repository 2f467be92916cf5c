import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The published Storybook's check, run after the story tests by `npm test -w @commerce/ui`:
 * builds `storybook-static/` once and plays every story in it as served (see
 * static-storybook/static-storybook.test.ts). Node drives Chromium, so no browser mode here.
 */
export default defineConfig({
  test: {
    name: 'ui:static',
    include: ['static-storybook/**/*.test.ts'],
    globalSetup: ['static-storybook/build-storybook.ts'],
    // The stories run a few at a time, one per preview page of the pool.
    maxConcurrency: 3,
    // Longer than the pool's deadline for one story, which reports a hung story by name.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: {
      json: fileURLToPath(new URL('./reports/storybook-static.json', import.meta.url)),
    },
  },
});

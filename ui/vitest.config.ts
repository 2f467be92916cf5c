import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test: the plugin turns stories into Vitest tests that render them, run
// their play functions and the axe checks in Chromium. Since Storybook 10.3 it applies the
// preview's and addons' annotations itself, so no setup file calls setProjectAnnotations.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../.storybook', import.meta.url)) })],
  test: {
    name: 'ui',
    // The Storybook plugin runs Vitest from the repository root, so the report path
    // that npm test sums is made absolute here.
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('./reports/vitest.json', import.meta.url)) },
    browser: {
      enabled: true,
      headless: true,
      instances: [{ browser: 'chromium' }],
      // Playwright downloads no browser here; it drives Debian's (toolchain trap 5).
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
    },
  },
});

import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const configDir = fileURLToPath(new URL('../.storybook', import.meta.url));

/**
 * Every story runs once per theme: the issue asks for zero axe violations in both, and a
 * colour that passes contrast on white can fail on the dark surface. Storybook's own test
 * widget (VITEST_STORYBOOK) renames the project and expects exactly one, so runs started
 * from Storybook's UI check the light theme only; `npm test` checks both.
 */
const themes =
  process.env.VITEST_STORYBOOK === 'true' ? (['light'] as const) : (['light', 'dark'] as const);

// Every story is a test: the plugin turns stories into Vitest tests that render them, run
// their play functions and the axe checks in Chromium. Since Storybook 10.3 it applies the
// preview's and addons' annotations itself, so no setup file calls setProjectAnnotations.
export default defineConfig({
  test: {
    // The Storybook plugin runs Vitest from the repository root, so the report path
    // that npm test sums is made absolute here. One report holds both theme projects.
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('./reports/vitest.json', import.meta.url)) },
    projects: [
      ...themes.map(storyProject),
      // Plain functions (ui/src/lib) tested in node; Storybook's widget runs the stories only.
      ...(process.env.VITEST_STORYBOOK === 'true'
        ? []
        : [
            {
              root: fileURLToPath(new URL('.', import.meta.url)),
              test: { name: 'ui:lib', include: ['src/lib/**/*.test.ts'], environment: 'node' },
            },
          ]),
    ],
  },
});

function storyProject(theme: (typeof themes)[number]): TestProjectInlineConfiguration {
  return {
    extends: true,
    // initialGlobals pins the toolbar's theme global for the whole project; a story's
    // own `globals` still win, as in Storybook.
    plugins: [
      storybookTest({ configDir, initialGlobals: { theme } }),
      // The plugin names one dependency cache per Storybook; two projects optimizing into
      // it at once would race, so each theme gets its own (this hook runs after, and wins).
      {
        name: 'commerce:theme-cache-dir',
        config: () => ({
          cacheDir: fileURLToPath(
            new URL(`./node_modules/.cache/sb-vitest-${theme}`, import.meta.url),
          ),
        }),
      },
    ],
    test: {
      name: `ui:${theme}`,
      // Read by the theme story's play function, so the dark run proves it is dark
      // without trusting the same global the decorator reads.
      env: { STORYBOOK_TEST_THEME: theme },
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: 'chromium' as const }],
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
  };
}

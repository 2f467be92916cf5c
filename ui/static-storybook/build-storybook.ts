import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The static Storybook under test: a folder with `index.json` and `iframe.html`. */
    storybookStaticDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Vitest global set-up: builds the static Storybook once with the same npm script the
 * Storybook workflow publishes (`npm run storybook:build`), so the test plays what reviewers
 * get. `STORYBOOK_STATIC_DIR` points at a build made elsewhere instead (a downloaded Pages
 * artifact, or a build just made by hand) and skips building.
 */
export default function buildStorybook(project: TestProject): void {
  const given = process.env.STORYBOOK_STATIC_DIR;
  const dir = given ? resolve(given) : join(root, 'storybook-static');
  if (!given) {
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'storybook:build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run storybook:build exited ${result.status}`);
    console.log(`static Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(join(dir, 'index.json'))) throw new Error(`no static Storybook in ${dir}`);
  project.provide('storybookStaticDir', dir);
}

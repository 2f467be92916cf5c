import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { precompressAssets } from '../../server/src/http/precompress.ts';
import { ADMIN_DIST, STOREFRONT_DIST } from './app-builds.ts';

/**
 * A built app: the admin's and a browser-only storefront's index.html, or the server-rendered
 * storefront's client manifest (it has no index.html: the server renders the document).
 */
const isBuiltApp = (dir: string) =>
  existsSync(join(dir, 'index.html')) || existsSync(join(dir, '.vite', 'manifest.json'));

/**
 * Vitest global set-up: writes the built apps' compressed copies once, before any journey
 * starts a server. Journeys run two files at once, and two servers starting together
 * would otherwise both write the same `.br` file while one of them already serves it.
 */
export default function precompressApps(): void {
  for (const dir of [STOREFRONT_DIST, ADMIN_DIST]) {
    if (isBuiltApp(dir)) precompressAssets(dir);
  }
}

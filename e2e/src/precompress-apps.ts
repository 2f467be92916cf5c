import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressAssets } from '../../server/src/http/precompress.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Vitest global set-up: writes the built apps' compressed copies once, before any journey
 * starts a server. Journeys run two files at once, and two servers starting together
 * would otherwise both write the same `.br` file while one of them already serves it.
 */
export default function precompressApps(): void {
  const apps = [
    process.env.E2E_STOREFRONT_DIST ?? resolve(root, 'storefront/dist'),
    process.env.E2E_ADMIN_DIST ?? resolve(root, 'admin/dist'),
  ];
  for (const dir of apps) {
    if (existsSync(join(dir, 'index.html'))) precompressAssets(dir);
  }
}

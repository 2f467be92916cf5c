import { join } from 'node:path';
import { storeListProducts } from '@commerce/client/store/operations';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import { seedDemo, shopperClient, staffClient } from '../../../e2e/src/checkout-flow.ts';
import { startServer } from '../../../e2e/src/server.ts';
import { assertBuilt, initialScriptKb } from './page-size.ts';
import { root } from './report.ts';

/*
 * The size part of `npm run bench -- storefront` alone, for iterating on the storefront's
 * first load (issue 23): the initial JavaScript (page-size.ts) of the home, listing and
 * product pages, or of the paths given, on the storefront build as it is (no rebuild, no
 * Lighthouse), over the demo store. `HANDLE` in a path is the demo's first product.
 *
 *   npm run build -w @commerce/storefront
 *   npx tsx scripts/src/bench/storefront-first-load.ts [/path ...]
 *
 * BENCH_LIST=1 names the files each page loads.
 */

const STOREFRONT = { assets: '/assets/', dist: join(root, 'storefront/dist'), mount: '/' };
assertBuilt(STOREFRONT, 'npm run build -w @commerce/storefront');
const server = await startServer();
const browser = await launchBrowser();
try {
  await seedDemo(await staffClient(server.url, server.database, 'bench-store@example.com'));
  const { products } = await storeListProducts(shopperClient(server.url), { limit: 1 });
  const handle = products[0]?.handle;
  if (!handle) throw new Error('The demo store has no product');
  const paths = process.argv.slice(2);
  for (const path of paths.length > 0 ? paths : ['/', '/products', '/products/HANDLE']) {
    const resolved = path.replace('HANDLE', handle);
    const kb = await initialScriptKb(browser, STOREFRONT, `${server.url}${resolved}`);
    console.log(`${resolved}: ${kb.toFixed(2)} KB gzip`);
  }
} finally {
  await browser.close();
  await server.close();
}

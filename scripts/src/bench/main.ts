/**
 * `npm run bench`: the speed and size figures of the project, printed as a report.
 * Each section is one concern; sections are added by the issues that set targets.
 */
import { benchAdmin } from './admin.ts';
import { benchAdminCatalog } from './admin-catalog.ts';
import { benchCheckout } from './checkout.ts';
import { benchCodegen } from './codegen.ts';
import { machine, printResults } from './report.ts';
import { benchServer } from './server.ts';
import { benchStorefront } from './storefront.ts';

console.log(`# Benchmarks\n${machine()}`);
printResults('Codegen', await benchCodegen());
printResults('Server (store products, demo data)', await benchServer());
printResults('Checkout (demo data, loopback)', await benchCheckout());
printResults('Admin app size', await benchAdmin());
printResults('Admin product list, 100 000 products', await benchAdminCatalog());
printResults('Storefront size and Lighthouse', await benchStorefront());

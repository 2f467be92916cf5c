import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/*
 * The built apps the journeys' server serves (`npm run build` wrote them; the journeys build
 * nothing). A build elsewhere (E2E_*_DIST) lets two checkouts' journeys run side by side.
 * The server-rendered storefront's bundle is found beside its folder, in `../dist-ssr`.
 */
export const STOREFRONT_DIST = process.env.E2E_STOREFRONT_DIST ?? resolve(root, 'storefront/dist');
export const ADMIN_DIST = process.env.E2E_ADMIN_DIST ?? resolve(root, 'admin/dist');

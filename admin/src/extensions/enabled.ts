/**
 * The `<meta>` the server writes into the admin's page when `ADMIN_EXAMPLE_EXTENSION` is on
 * (server/src/http/admin-page.ts; `npm run dev` writes it through vite.config.ts). Read
 * from the page rather than the build, so the same built admin serves either way.
 */
export const EXAMPLE_EXTENSION_META = 'admin-example-extension';

/** Whether the page says to register the example extension. */
export function exampleExtensionEnabled(page: Document = document): boolean {
  const meta = page.querySelector(`meta[name="${EXAMPLE_EXTENSION_META}"]`);
  return meta?.getAttribute('content') === 'true';
}

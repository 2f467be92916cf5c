/**
 * What the consent overlay links to for "what we collect and why" (specification section 2).
 * Set `VITE_ANALYTICS_DOCS_URL` at build time to point at the deployment's own page.
 */
export const USAGE_DATA_DOCS_URL =
  (import.meta.env.VITE_ANALYTICS_DOCS_URL as string | undefined) ??
  'https://docs.medusajs.com/usage';

/**
 * What the consent overlay links to for "what we collect and why" (specification section 2):
 * the admin's own page (public/usage-data.html), served beside the app, so it describes
 * what this admin records. Set `VITE_ANALYTICS_DOCS_URL` at build time to point at the
 * deployment's own page instead.
 */
export const USAGE_DATA_DOCS_URL =
  (import.meta.env.VITE_ANALYTICS_DOCS_URL as string | undefined) ??
  `${import.meta.env.BASE_URL}usage-data.html`;

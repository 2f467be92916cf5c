/**
 * The `<meta>` the server writes into the admin's page when `ADMIN_API_URL` is set
 * (server/src/http/admin-page.ts): the API the admin talks to, e.g. a Medusa v1 backend
 * (issue 25). Read at start, so one build serves any backend.
 */
export const API_URL_META = 'admin-api-url';

/** The API's URL the page names, or undefined (then the build's, else this origin). */
export function apiUrlOfPage(page: Document = document): string | undefined {
  const value = page.querySelector(`meta[name="${API_URL_META}"]`)?.getAttribute('content');
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether signing in must use a bearer token (`POST /admin/auth/token`) rather than the
 * session cookie: when the page names an API on another origin, whose cookie the browser
 * may not send back (Medusa v1's `connect.sid` has no `SameSite`, so browsers treat it as
 * `Lax`). A build's `VITE_API_URL` keeps the cookie, as before.
 */
export function signsInWithToken(page: Document = document): boolean {
  const apiUrl = apiUrlOfPage(page);
  if (!apiUrl) return false;
  const pageOrigin = page.defaultView?.location.origin;
  return new URL(apiUrl).origin !== pageOrigin;
}

/** Where a shopper lands after signing in when nothing else was asked for. */
export const ACCOUNT_HOME = '/account';

/** The origin a target is resolved against; only its equality matters. */
const PROBE_ORIGIN = 'http://store.invalid';

/**
 * The path to go to after signing in, or ACCOUNT_HOME. `?redirect=` is user input: only
 * paths of this store are followed (never `//elsewhere.example` or `https://…`), and never
 * the signed-out pages themselves.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return ACCOUNT_HOME;
  // Browsers treat `/\host` like `//host`.
  if (target.startsWith('//') || target.startsWith('/\\')) return ACCOUNT_HOME;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return ACCOUNT_HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return ACCOUNT_HOME;
  if (/^\/account\/(sign-in|register|forgot-password|reset-password)(\/|$)/.test(url.pathname)) {
    return ACCOUNT_HOME;
  }
  return url.pathname + url.search + url.hash;
}

/*
 * The Content-Security-Policy of each kind of response (security-headers.ts sends them).
 * Both apps are built by Vite into files served from this origin: every script is a file
 * (no eval), so scripts need nothing but 'self' — except a server-rendered storefront
 * page's inline scripts, allowed one page at a time by nonce or hash (script-sources.ts).
 * Data blocks (`<script type="application/ld+json">`) are never executed, so CSP does not
 * apply to them.
 */

/** Origins outside this server that the apps are configured to use. */
export interface ContentSecuritySources {
  /** The API, when the apps were built with `VITE_API_URL` pointing elsewhere. */
  api?: string;
  /**
   * The API the storefront talks to at run time (`STOREFRONT_API_URL`, storefront-config.ts),
   * e.g. a Medusa v1 backend: the storefront's pages may call it and show its files.
   */
  storefrontApi?: string;
  /** The API the admin at /app talks to when it is not this server (`ADMIN_API_URL`). */
  adminApi?: string;
  /** The admin's usage data endpoint (`VITE_ANALYTICS_URL`). */
  analytics?: string;
  /** Where uploaded files are linked from (`UPLOAD_BASE_URL`, domains/settings/uploads/config.ts). */
  uploads?: string;
  /** Where a bucket serves public files (`S3_PUBLIC_URL`, domains/settings/uploads/s3.ts). */
  bucket?: string;
}

type Directives = Record<string, string[]>;

/** The origin (scheme, host, port) of `url`, or nothing for an empty or malformed value. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

/**
 * The variables are the apps' build-time ones (VITE_*): the server cannot read them out of
 * the built files, so an operator who builds with them starts the server with the same
 * values.
 */
export function contentSecuritySourcesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ContentSecuritySources {
  return {
    ...(env.VITE_API_URL ? { api: env.VITE_API_URL } : {}),
    ...(env.STOREFRONT_API_URL ? { storefrontApi: env.STOREFRONT_API_URL } : {}),
    ...(env.ADMIN_API_URL ? { adminApi: env.ADMIN_API_URL } : {}),
    ...(env.VITE_ANALYTICS_URL ? { analytics: env.VITE_ANALYTICS_URL } : {}),
    ...(env.UPLOAD_BASE_URL ? { uploads: env.UPLOAD_BASE_URL } : {}),
    ...(env.S3_PUBLIC_URL ? { bucket: env.S3_PUBLIC_URL } : {}),
  };
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** What both apps' pages share. */
function appDirectives(sources: ContentSecuritySources): Directives {
  return {
    'default-src': ["'self'"],
    // No <base>, <object> or <embed> in either app: an injected one could redirect the
    // app's relative script URLs or load a plugin.
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // data: is the favicon written into index.html. https: because a product's images and
    // thumbnail are any URL the contract accepts (a CSV import brings a CDN's), not only
    // this server's /uploads; an image cannot run script.
    'img-src': [
      "'self'",
      'data:',
      'https:',
      ...originOf(sources.uploads),
      ...originOf(sources.bucket),
    ],
    // The apps use the system's fonts; nothing else is fetched for them.
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...originOf(sources.api)],
    'form-action': ["'self'"],
    // Neither app is meant to be framed; a framed checkout or admin invites clickjacking.
    'frame-ancestors': ["'none'"],
  };
}

/** The storefront's pages: everything at / that is not the admin. */
export function storefrontPolicy(
  sources: ContentSecuritySources,
  scripts: readonly string[] = [],
): string {
  const shared = appDirectives(sources);
  const api = originOf(sources.storefrontApi);
  const directives = {
    ...shared,
    'img-src': [...(shared['img-src'] ?? []), ...api],
    'connect-src': [...(shared['connect-src'] ?? []), ...api],
  };
  if (scripts.length === 0) return serialize(directives);
  // A server-rendered page (storefront-page-ssr.ts): its inline scripts (the router's
  // bootstrap and dehydrated data) run by the nonce they were rendered with, or by their
  // hashes when the page comes from the page cache.
  return serialize({ ...directives, 'script-src': ["'self'", ...scripts] });
}

/** The admin's pages under /app/. */
export function adminPolicy(sources: ContentSecuritySources): string {
  const directives = appDirectives(sources);
  return serialize({
    ...directives,
    // sonner (ui's toasts) writes its stylesheet into a <style> element when it loads;
    // a hash of it would break silently on each sonner upgrade. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': [
      ...(directives['connect-src'] ?? []),
      ...originOf(sources.adminApi),
      ...originOf(sources.analytics),
    ],
  });
}

/**
 * Every other response (API JSON, errors, assets, files): nothing may load and nothing may
 * frame it, so a body that echoes input can never become an active document.
 */
export const NON_DOCUMENT_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

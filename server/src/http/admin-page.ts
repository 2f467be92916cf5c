import { readBoolean, readHttpUrl } from '../settings/values.ts';

/**
 * The `<meta>` the admin reads at start to learn whether its example extension is on
 * (admin/src/extensions/enabled.ts reads the same name). It is written into the page by the
 * server, not baked into the build, so `ADMIN_EXAMPLE_EXTENSION=true npm start` works with
 * the admin `npm start` built once and keeps (scripts/start.mjs).
 */
export const EXAMPLE_EXTENSION_META = 'admin-example-extension';

/** `ADMIN_EXAMPLE_EXTENSION`, off by default (settings/settings.ts stops a start on a typo). */
export function exampleExtensionFromEnv(raw: string | undefined): boolean {
  const read = readBoolean('ADMIN_EXAMPLE_EXTENSION', raw, false);
  return 'value' in read && read.value;
}

/**
 * The `<meta>` that names the API the admin talks to (`ADMIN_API_URL`, issue 25: a Medusa
 * v1 backend), read by admin/src/lib/api-client/api-url.ts; without it, this server.
 */
export const API_URL_META = 'admin-api-url';

/** `ADMIN_API_URL`, unset by default (settings/settings.ts stops a start on a bad value). */
export function adminApiUrlFromEnv(raw: string | undefined): string | undefined {
  const read = readHttpUrl('ADMIN_API_URL', raw, 'base');
  return 'value' in read ? read.value : undefined;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface AdminPageOptions {
  exampleExtension: boolean;
  /** The API the admin talks to when it is not this server. */
  apiUrl?: string | undefined;
}

/**
 * The admin's index.html (`html`, read once at start) as this server serves it: with the
 * example extension's switch when it is on and the API's URL when it is elsewhere, else
 * exactly as built.
 */
export function adminPage(html: string, { exampleExtension, apiUrl }: AdminPageOptions) {
  const metas = [
    ...(exampleExtension ? [`<meta name="${EXAMPLE_EXTENSION_META}" content="true" />`] : []),
    ...(apiUrl ? [`<meta name="${API_URL_META}" content="${escapeAttribute(apiUrl)}" />`] : []),
  ];
  if (metas.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  return html.slice(0, headEnd) + metas.join('') + html.slice(headEnd);
}

import { readBoolean } from '../settings/values.ts';

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
 * The admin's index.html (`html`, read once at start) as this server serves it: with the
 * example extension's switch when it is on, else exactly as built.
 */
export function adminPage(html: string, { exampleExtension }: { exampleExtension: boolean }) {
  if (!exampleExtension) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const meta = `<meta name="${EXAMPLE_EXTENSION_META}" content="true" />`;
  return html.slice(0, headEnd) + meta + html.slice(headEnd);
}

/*
 * Requests for the built apps' files (the storefront under `/`, the admin under `/app/`):
 * a page load asks for dozens of scripts, styles and fonts, which would bury the API's
 * lines in the log, so they are not logged unless `LOG_STATIC=true`. Everything the server
 * itself answers (the APIs, the health check, uploads, downloads, the sitemap) is logged.
 */

const SERVER_PREFIXES = ['/admin', '/store', '/health', '/uploads', '/downloads'];
const SERVER_FILES = new Set(['/sitemap.xml', '/robots.txt']);

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a request asks for one of the apps' files or pages rather than the server. */
export function isAppFileRequest(request: { method: string; url: string }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (SERVER_FILES.has(path)) return false;
  return !SERVER_PREFIXES.some((prefix) => underPrefix(path, prefix));
}

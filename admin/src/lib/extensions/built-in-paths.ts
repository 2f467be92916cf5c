/**
 * Admin pages extensions must not replace (specification section 2), relative to the
 * main area (`/app/a`). `{name}` stands for any one path segment.
 */
export const BUILT_IN_PATHS = [
  '/products',
  '/products/{id}',
  '/product-categories',
  '/orders',
  '/orders/{id}',
  '/customers',
  '/customers/{id}',
  '/customers/groups',
  '/customers/groups/{id}',
  '/discounts',
  '/discounts/new',
  '/discounts/{id}',
  '/gift-cards',
  '/gift-cards/{id}',
  '/gift-cards/manage',
  '/pricing',
  '/pricing/new',
  '/pricing/{id}',
  '/inventory',
  '/collections',
  '/collections/{id}',
  '/draft-orders',
  '/draft-orders/{id}',
  '/login',
  '/sales-channels',
  '/publishable-api-keys',
  '/oauth',
  '/oauth/{app_name}',
] as const;

/** Section 2: "Anything under /settings is also excluded" (settings pages have their own kind). */
export const SETTINGS_PATH = '/settings';

/**
 * A path in one canonical spelling: one leading slash, no trailing or doubled slashes.
 * Throws for what cannot be a route path (empty, a query, a fragment, `.` or `..`).
 */
export function normalizePath(path: string): string {
  const trimmed = path.trim();
  if (/[?#\s]/.test(trimmed)) throw new Error(`"${path}" is not a path: no spaces, ? or #`);
  const segments = trimmed.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`"${path}" is not a path: no "." or ".." segments`);
  }
  return `/${segments.join('/')}`;
}

/**
 * Why an extension route at `path` would take over a built-in page, or undefined when it
 * would not. Compared without regard to case: the router matches paths case-insensitively,
 * so `/Products` would shadow `/products`.
 */
export function builtInConflict(path: string): string | undefined {
  const segments = segmentsOf(normalizePath(path).toLowerCase());
  if (segments.length === 0) return 'it is the main area itself';
  if (`/${segments[0]}` === SETTINGS_PATH) {
    return 'everything under /settings belongs to the settings pages (register a settings page instead)';
  }
  const page = BUILT_IN_PATHS.find((builtIn) => matches(segmentsOf(builtIn), segments));
  return page ? `it would replace the built-in page ${page}` : undefined;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => /^\{[^}]+\}$/.test(part) || part === segments[i])
  );
}

/**
 * Builds a query string from filter objects with bracketed keys, the encoding the
 * contract uses: `created_at[gte]=2026-01-01T00:00:00Z`, `status[]=a&status[]=b`,
 * `shipping_address[postal_code]=123`. Undefined and null values are left out.
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  const visit = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(`${key}[]`, item);
    } else if (value instanceof Date) {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
    } else if (typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) {
        visit(`${key}[${sub}]`, inner);
      }
    } else {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) visit(key, value);
  return pairs.join('&');
}

// Brackets stay readable; everything else in a key is escaped.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

import type { Operation } from './operations.ts';

/** Byte-wise comparison, so output order never depends on the machine's locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** A path parameter or query key written as a property access that is always valid. */
export function prop(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

export function safeIdentifier(name: string): string {
  return name.replace(/[^\w$]/g, '_');
}

/** Names derived from an operationId: `AdminGetProduct` -> `useAdminGetProduct`, ... */
export function namesOf(op: Operation) {
  const stem = op.operationId;
  return {
    stem,
    call: lowerFirst(stem),
    hook: `use${stem}`,
    infiniteHook: `use${stem}Infinite`,
    queryOptions: `${lowerFirst(stem)}QueryOptions`,
    infiniteQueryOptions: `${lowerFirst(stem)}InfiniteQueryOptions`,
    pathParams: `${stem}PathParams`,
    query: `${stem}Query`,
    params: `${stem}Params`,
    body: `${stem}Body`,
    data: `${stem}Data`,
    error: `${stem}Error`,
  };
}

/**
 * The query-key parts of a GET after `[domain, tag]`: `['detail', id, 'variants']` for
 * `/admin/products/{id}/variants`, `['list', 'types']` for `/admin/products/types`.
 * Path parameters come back as `{ param: name }`.
 */
export function keyParts(op: Operation): (string | { param: string })[] {
  const prefix = `/${op.domain}/${op.tag}`;
  if (op.path !== prefix && !op.path.startsWith(`${prefix}/`)) {
    throw new Error(
      `${op.operationId}: path ${op.path} does not start with its tag's segment ${prefix}`,
    );
  }
  const rest = op.path
    .slice(prefix.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const match = /^\{(.+)\}$/.exec(segment);
      return match ? { param: match[1] as string } : segment;
    });
  const first = rest[0];
  return typeof first === 'object' ? ['detail', ...rest] : ['list', ...rest];
}

import type { OpenApiDocument } from './codegen/bundle.ts';

type Json = Record<string, unknown>;

/**
 * The responses every operation must list (api-conventions.md, Errors), checked by
 * `npm run spec:lint` so a new operation fails there, not first in a test: 400, 500 and
 * 503 (the database unreachable, or shutting down) always, 404 with a path parameter, 401 where credentials are required.
 */
export function checkResponses(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const defaultSecurity = (doc as { security?: unknown[] }).security;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'delete'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const responses = (op.responses ?? {}) as Json;
      for (const status of ['400', '500', '503'])
        if (!responses[status]) problems.push(`${where}: needs a ${status} response`);
      if (path.includes('{') && !responses['404'])
        problems.push(`${where}: has a path parameter, so needs a 404 response`);
      const security = (op.security ?? defaultSecurity ?? []) as Json[];
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      const publicKeyOnly = security.every((s) =>
        Object.keys(s).every((name) => name === 'publishable_api_key'),
      );
      if (!anonymous && !publicKeyOnly && !responses['401'])
        problems.push(`${where}: requires credentials, so needs a 401 response`);
    }
  }
  return problems;
}

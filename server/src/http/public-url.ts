import type { FastifyRequest } from 'fastify';

/**
 * The origin written into every absolute link the server makes (emails, file URLs, the
 * sitemap): `PUBLIC_URL` when the operator set it, since behind a proxy the request's
 * own `Host` may be an internal name; else the origin the request came in on.
 */
export function publicOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

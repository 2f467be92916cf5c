import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Domain, signToken, TOKEN_TTL_SECONDS } from './tokens.ts';

/*
 * The session cookie of both APIs (`connect.sid`, openapi/ cookie_auth). Its value is a
 * signed, expiring token naming the user or customer (tokens.ts), so it needs no session
 * store and works on every instance that shares the secret.
 */

export const SESSION_COOKIE = 'connect.sid';

/*
 * The value is a JWT (base64url and dots), so it needs no escaping; a small parser and
 * serializer avoid registering @fastify/cookie, whose helpers only work once it is.
 */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

function serialize(value: string, maxAge: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAge === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export async function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  domain: Domain,
  subject: string,
): Promise<void> {
  const token = await signToken(request.server.db, domain, 'session', subject);
  reply.header('set-cookie', serialize(token, TOKEN_TTL_SECONDS, request.protocol === 'https'));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', serialize('', 0, request.protocol === 'https'));
}

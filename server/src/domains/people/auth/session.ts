import type { FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from './sessions.ts';
import { type Domain, TOKEN_TTL_SECONDS } from './tokens.ts';

/*
 * The session cookie of both APIs (`connect.sid`, openapi/ cookie_auth). Its value is a
 * signed token naming the user or customer and their server-side session (sessions.ts).
 *
 * The two domains share the name but not the path: the admin's cookie is scoped to
 * `/admin`, the store's to `/`, so signing in to the storefront never replaces a staff
 * member's admin session in the same browser (cookies are keyed by name and path). On an
 * `/admin` request the browser sends both; each is tried, and only a token whose audience
 * is `admin` opens it. The store's stays at `/` so a server-rendered storefront page can
 * read it too.
 */

export const SESSION_COOKIE = 'connect.sid';

const COOKIE_PATH: Record<Domain, string> = { admin: '/admin', store: '/' };

/**
 * Every `connect.sid` value the request carries, most specific path first (as browsers
 * order them). The value is a JWT (base64url and dots), so it needs no unescaping; a small
 * parser avoids registering @fastify/cookie, whose helpers only work once it is.
 */
export function readSessionCookies(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) values.push(value.join('='));
  }
  return values;
}

function serialize(path: string, value: string, maxAge: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAge === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Starts a cookie session for the user (admin) or customer (store) and sets its cookie. */
export async function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  domain: Domain,
  subject: string,
): Promise<void> {
  const { token } = await startSession(request, domain, 'cookie', subject);
  reply.header(
    'set-cookie',
    serialize(COOKIE_PATH[domain], token, TOKEN_TTL_SECONDS, request.protocol === 'https'),
  );
}

/**
 * Clears the domain's cookie, and only it: the other domain's stays signed in. (A cookie
 * from before sessions were kept has no session id and is refused anyway.)
 */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, domain: Domain) {
  reply.header('set-cookie', serialize(COOKIE_PATH[domain], '', 0, request.protocol === 'https'));
}

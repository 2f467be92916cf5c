import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Authenticate, Principal } from '../../../http/auth.ts';
import { customer } from '../customers/repository.ts';
import { permissionsOf } from '../roles/permissions.ts';
import { staffRole } from '../roles/repository.ts';
import { user } from '../users/repository.ts';
import { hashToken } from './password.ts';
import { readSessionCookies } from './session.ts';
import { authSession, liveSession, type SessionRow, touchSession } from './sessions.ts';
import { type Domain, type TokenClaims, verifyToken } from './tokens.ts';

/** The API the request belongs to: admin credentials open /admin only, customer ones /store. */
function domainOf(request: FastifyRequest): Domain {
  return request.url.startsWith('/admin') ? 'admin' : 'store';
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const NO_PERMISSIONS: ReadonlySet<never> = new Set();

/**
 * The principal of a token's session: one read of the session, its live user (with their
 * custom role's permissions) or its customer account. Null when the session ended, expired
 * or belongs to someone else, or its user or account is gone.
 */
async function sessionPrincipal(
  request: FastifyRequest,
  domain: Domain,
  claims: TokenClaims,
  scheme: string,
): Promise<Principal | null> {
  const db = request.server.db;
  const sessionMatch = and(
    eq(authSession.id, claims.sessionId),
    eq(authSession.domain, domain),
    eq(authSession.subject_id, claims.subject),
    liveSession(),
  );
  let session: SessionRow;
  let principal: Principal;
  if (domain === 'admin') {
    const [row] = await db
      .select({ session: authSession, role: user.role, custom: staffRole.permissions })
      .from(authSession)
      .innerJoin(user, and(eq(user.id, authSession.subject_id), isNull(user.deleted_at)))
      .leftJoin(staffRole, eq(staffRole.id, user.role_id))
      .where(sessionMatch);
    if (!row) return null;
    session = row.session;
    principal = {
      actor: 'user',
      id: claims.subject,
      scheme,
      sessionId: session.id,
      permissions: permissionsOf(row.role, row.custom),
    };
  } else {
    const [row] = await db
      .select({ session: authSession })
      .from(authSession)
      .innerJoin(
        customer,
        and(
          eq(customer.id, authSession.subject_id),
          isNull(customer.deleted_at),
          eq(customer.has_account, true),
        ),
      )
      .where(sessionMatch);
    if (!row) return null;
    session = row.session;
    principal = {
      actor: 'customer',
      id: claims.subject,
      scheme,
      sessionId: session.id,
      permissions: NO_PERMISSIONS,
    };
  }
  await touchSession(db, session);
  return principal;
}

/** The staff user of an `x-medusa-access-token`, looked up by its SHA-256. */
async function apiTokenPrincipal(
  request: FastifyRequest,
  token: string,
): Promise<Principal | null> {
  const [row] = await request.server.db
    .select({ id: user.id, role: user.role, custom: staffRole.permissions })
    .from(user)
    .leftJoin(staffRole, eq(staffRole.id, user.role_id))
    .where(and(eq(user.api_token_hash, hashToken(token)), isNull(user.deleted_at)));
  if (!row) return null;
  return {
    actor: 'user',
    id: row.id,
    scheme: 'api_token',
    sessionId: null,
    permissions: permissionsOf(row.role, row.custom),
  };
}

async function principalFor(
  request: FastifyRequest,
  domain: Domain,
  scheme: string,
): Promise<Principal | null> {
  const db = request.server.db;
  switch (scheme) {
    case 'cookie_auth': {
      // Both domains' cookies reach /admin (paths / and /admin); only this domain's verifies.
      for (const cookie of readSessionCookies(request)) {
        const claims = await verifyToken(db, domain, 'session', cookie);
        if (claims) return sessionPrincipal(request, domain, claims, scheme);
      }
      return null;
    }
    case 'jwt_token': {
      const token = bearer(request);
      const claims = token ? await verifyToken(db, domain, 'bearer', token) : null;
      return claims ? sessionPrincipal(request, domain, claims, scheme) : null;
    }
    case 'api_token': {
      const header = request.headers['x-medusa-access-token'];
      if (domain !== 'admin' || typeof header !== 'string' || header === '') return null;
      return apiTokenPrincipal(request, header);
    }
    default:
      // publishable_api_key scopes store requests; it names no person (channels work).
      return null;
  }
}

/**
 * Every session the request's cookies and bearer token name for this domain (signing out
 * ends them all: a page may hold a bearer token besides its cookie).
 */
export async function requestSessions(request: FastifyRequest, domain: Domain): Promise<string[]> {
  const db = request.server.db;
  const named = [
    ...(await Promise.all(
      readSessionCookies(request).map((cookie) => verifyToken(db, domain, 'session', cookie)),
    )),
  ];
  const token = bearer(request);
  if (token) named.push(await verifyToken(db, domain, 'bearer', token));
  return named.flatMap((claims) => (claims ? [claims.sessionId] : []));
}

/**
 * The app's `authenticate` hook (http/auth.ts): tries the operation's schemes in order and
 * answers the first that names a user (admin) or customer (store) with a live session.
 */
export const authenticateRequest: Authenticate = async (request, policy) => {
  const domain = domainOf(request);
  for (const scheme of policy.schemes) {
    const principal = await principalFor(request, domain, scheme);
    if (principal) return principal;
  }
  return null;
};

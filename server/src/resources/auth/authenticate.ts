import type { FastifyRequest } from 'fastify';
import type { Authenticate, Principal } from '../../http/auth.ts';
import { findCustomer } from '../customers/repository.ts';
import { findUser, findUserByApiTokenHash } from '../users/repository.ts';
import { hashToken } from './password.ts';
import { readSessionCookie } from './session.ts';
import { type Domain, verifyToken } from './tokens.ts';

/** The API the request belongs to: admin credentials open /admin only, customer ones /store. */
function domainOf(request: FastifyRequest): Domain {
  return request.url.startsWith('/admin') ? 'admin' : 'store';
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function subjectFor(
  request: FastifyRequest,
  domain: Domain,
  scheme: string,
): Promise<string | null> {
  const db = request.server.db;
  switch (scheme) {
    case 'cookie_auth': {
      const cookie = readSessionCookie(request);
      return cookie ? verifyToken(db, domain, 'session', cookie) : null;
    }
    case 'jwt_token': {
      const token = bearer(request);
      return token ? verifyToken(db, domain, 'bearer', token) : null;
    }
    case 'api_token': {
      const header = request.headers['x-medusa-access-token'];
      if (domain !== 'admin' || typeof header !== 'string' || header === '') return null;
      // Looked up by its SHA-256, so the comparison never touches the secret itself.
      return (await findUserByApiTokenHash(db, hashToken(header)))?.id ?? null;
    }
    default:
      // publishable_api_key scopes store requests; it names no person (channels work).
      return null;
  }
}

/**
 * The app's `authenticate` hook (http/auth.ts): tries the operation's schemes in order and
 * answers the user (admin) or customer (store) they name, if that account still exists.
 */
export const authenticateRequest: Authenticate = async (request, policy) => {
  const domain = domainOf(request);
  for (const scheme of policy.schemes) {
    const id = await subjectFor(request, domain, scheme);
    if (!id) continue;
    const db = request.server.db;
    const exists = domain === 'admin' ? await findUser(db, id) : await findCustomer(db, id);
    if (exists) {
      const principal: Principal = { actor: domain === 'admin' ? 'user' : 'customer', id, scheme };
      return principal;
    }
  }
  return null;
};

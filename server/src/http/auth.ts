import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errors } from '../errors.ts';
import type { AuthPolicy } from './spec.ts';

/** Who made the request, once the auth work verifies credentials. */
export interface Principal {
  actor: 'user' | 'customer';
  id: string;
  /** The security scheme that carried the credentials, e.g. `jwt_token`. */
  scheme: string;
}

/**
 * Verifies the credentials a request carries under the given schemes (the operation's
 * security alternatives) and answers who sent it, or null. Issue 4's auth work provides
 * the real one; until then nothing verifies, so operations that require credentials fail
 * closed with 401 whatever the request carries.
 */
export type Authenticate = (
  request: FastifyRequest,
  policy: AuthPolicy,
) => Promise<Principal | null>;

export const authenticateNobody: Authenticate = async () => null;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Authenticate;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * The per-route hook. It runs on `onRequest`, before the body is read, so a request
 * without credentials costs no parsing and gets 401 before any 400.
 */
export function authHook(policy: AuthPolicy): onRequestAsyncHookHandler | undefined {
  if (policy.schemes.length === 0) return undefined;
  return async function authenticate(request) {
    request.principal = await this.authenticate(request, policy);
    if (policy.required && !request.principal) throw errors.unauthorized();
  };
}

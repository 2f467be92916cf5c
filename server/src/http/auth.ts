import type { Permission } from '@commerce/client/permissions';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errors } from '../errors.ts';
import type { AccessRule, AuthPolicy } from './spec.ts';

/** Who made the request, once `authenticate` has verified its credentials. */
export interface Principal {
  actor: 'user' | 'customer';
  id: string;
  /** The security scheme that carried the credentials, e.g. `jwt_token`. */
  scheme: string;
  /** The server-side session the cookie or bearer token names; null for an API token. */
  sessionId: string | null;
  /** What a staff user may do (their role's permissions); empty for a customer. */
  permissions: ReadonlySet<Permission>;
}

/**
 * Verifies the credentials a request carries under the given schemes (the operation's
 * security alternatives) and answers who sent it, or null.
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
 * Whether the principal may call an operation with this access rule: it holds the
 * permission, or the operation lets users act on their own record (`x-permission-self`) and
 * the path names them. Shared by the route hook and the handlers that check again per field.
 */
export function mayCall(
  principal: Principal | null,
  access: AccessRule,
  params: Record<string, string | undefined>,
): boolean {
  if (access.permission === 'public') return true;
  if (principal?.actor !== 'user') return false;
  if (access.permission === 'session') return true;
  if (principal.permissions.has(access.permission)) return true;
  return access.self !== null && params[access.self] === principal.id;
}

/** The JSON 403 of a missing permission: the message names what was missing. */
export function forbidden(permission: string) {
  return errors.forbidden(`Your role does not allow this: it needs the ${permission} permission`);
}

/**
 * The per-route hook. It runs on `onRequest`, before the body is read, so a request
 * without credentials costs no parsing and gets 401 before any 400, and a request its
 * role does not allow gets 403 before any 400 or 404 (it learns nothing of the records).
 */
export function authHook(policy: AuthPolicy): onRequestAsyncHookHandler | undefined {
  if (policy.schemes.length === 0) return undefined;
  const access = policy.access;
  return async function authenticate(request) {
    request.principal = await this.authenticate(request, policy);
    if (policy.required && !request.principal) throw errors.unauthorized();
    if (access && !mayCall(request.principal, access, request.params as Record<string, string>))
      throw forbidden(access.permission);
  };
}

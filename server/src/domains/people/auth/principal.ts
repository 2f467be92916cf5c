import type { FastifyRequest } from 'fastify';
import { errors } from '../../../errors.ts';

/** The signed-in staff user's id; the route's auth hook has already required credentials. */
export function currentUserId(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.actor !== 'user') throw errors.unauthorized();
  return principal.id;
}

/** The signed-in customer's id (store routes that need a customer session or token). */
export function currentCustomerId(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.actor !== 'customer') throw errors.unauthorized();
  return principal.id;
}

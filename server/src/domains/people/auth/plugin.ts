import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../../errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

export { authenticateRequest } from './authenticate.ts';

/** Operations a password guesser or an account prober would hammer (issue 4, item 4). */
export const RATE_LIMITED_OPERATIONS = new Set([
  'AdminCreateAuth',
  'AdminCreateAuthToken',
  'AdminCreateUserPasswordToken',
  'AdminResetUserPassword',
  'AdminAcceptInvite',
  'StoreCreateAuth',
  'StoreCreateAuthToken',
  'StoreGetAuthEmail',
  'StoreCreateCustomerPasswordToken',
  'StoreResetCustomerPassword',
  // Issue 21: sign-up, claim requests (each emails a token) and changing a password, which
  // checks the current one.
  'StoreCreateCustomer',
  'StoreRequestCustomerOrders',
  'StoreConfirmCustomerOrders',
  'AdminUpdateAuthPassword',
  // Issue 22: display ids are sequential, so with a victim's email an attacker could walk
  // through them and read each of the victim's guest orders.
  'StoreLookupOrder',
]);

export interface AuthOptions {
  /**
   * Requests per IP and operation within `timeWindow` ms; `AUTH_RATE_LIMIT_MAX` (default
   * 20) and `AUTH_RATE_LIMIT_WINDOW_MS` (default one minute) when not given.
   */
  rateLimit?: { max?: number; timeWindow?: number };
}

/**
 * Rate limits on the auth operations, per client IP and operation, counted in the database
 * (rate-limit-store.ts) so that every instance on it spends one budget. Call after `app.db`
 * is decorated and before the operations are registered: it marks their routes as they are
 * added. A refusal is the catalogue's JSON 429.
 *
 * When the count cannot be written (the database is down), the request fails with a 500
 * rather than going through unlimited: these operations need the database anyway, and an
 * attacker who can make the counter fail (by flooding it) must not thereby lift the limit.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions = {}): Promise<void> {
  const max = options.rateLimit?.max ?? Number(process.env.AUTH_RATE_LIMIT_MAX ?? 20);
  const timeWindow =
    options.rateLimit?.timeWindow ?? Number(process.env.AUTH_RATE_LIMIT_WINDOW_MS ?? 60_000);
  // Added before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    if (operationId && RATE_LIMITED_OPERATIONS.has(operationId)) {
      route.config = { ...route.config, rateLimit: { max, timeWindow } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    skipOnError: false,
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
}

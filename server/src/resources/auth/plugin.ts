import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.ts';

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
]);

export interface AuthOptions {
  /**
   * Requests per IP and operation within `timeWindow` ms; `AUTH_RATE_LIMIT_MAX` (default
   * 20) and `AUTH_RATE_LIMIT_WINDOW_MS` (default one minute) when not given.
   */
  rateLimit?: { max?: number; timeWindow?: number };
}

/**
 * Rate limits on the auth operations, per client IP (in memory, per instance: a shared
 * store is a later step). Call before the operations are registered: it marks their routes
 * as they are added. A refusal is the catalogue's JSON 429.
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
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
}

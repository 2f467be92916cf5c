import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { keyChannelsOf, publishableKeyOf } from './scope.ts';

/** Refuses an unknown or revoked key before the handler, as the product reads do. */
const checkPublishableKey: preHandlerHookHandler = async (request) => {
  if (publishableKeyOf(request.headers) !== undefined) await keyChannelsOf(request);
};

/**
 * Every store operation refuses a request that carries an unknown or revoked publishable
 * key (issue 22), not only the reads the key scopes: a revoked key stops working at once,
 * everywhere. Call before the operations are registered: it marks their routes as added.
 */
export function registerPublishableKeyCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.operationId?.startsWith('Store')) return;
    const existing = route.preHandler;
    route.preHandler = [
      checkPublishableKey,
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
    ];
  });
}

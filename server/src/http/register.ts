import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { OperationId } from '../contract.ts';
import { errors } from '../errors.ts';
import { authHook } from './auth.ts';
import type { Handler, Handlers } from './handlers.ts';
import { refuseHostileValues } from './request-values.ts';
import {
  bumpOnWrite,
  CACHED_OPERATIONS,
  changesCatalog,
  releaseAbortedCache,
  releaseCache,
  serveFromCache,
  storeInCache,
} from './response-cache.ts';
import { componentSchemas, routeSchema } from './schemas.ts';
import { serializerCompiler } from './serialize.ts';
import { type OperationSpec, specOperations } from './spec.ts';
import { validatorCompiler } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/**
 * Registers every operation of the contract: path, query and body checked against the rules
 * of the whole API (http/request-values.ts) and validated against the contract,
 * the response serialized through its schema (so nothing outside it leaves), and the
 * security hook. An operation without a handler answers 501 until it is built.
 */
export function registerOperations(
  app: FastifyInstance,
  handlers: Handlers,
  operations: OperationSpec[] = specOperations(),
): void {
  const components = componentSchemas();
  // Registered once each; the compilers resolve `$ref`s to them by `$id` (http/schemas.ts).
  for (const schema of components) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(components));
  app.setSerializerCompiler(serializerCompiler(components));
  for (const spec of operations) {
    const handler = handlers[spec.operationId as OperationId] as Handler<OperationId> | undefined;
    const auth = authHook(spec.auth);
    const cached = CACHED_OPERATIONS.has(spec.operationId);
    // A cached answer is served before authentication, validation and the handler run.
    const onRequest = [...(cached ? [serveFromCache] : []), ...(auth ? [auth] : [])];
    const onSend = cached
      ? [storeInCache]
      : changesCatalog(spec.operationId, spec.method, spec.url)
        ? [bumpOnWrite]
        : [];
    app.route({
      method: spec.method,
      url: spec.url,
      schema: routeSchema(spec),
      config: { operationId: spec.operationId },
      ...(onRequest.length ? { onRequest } : {}),
      preValidation: refuseHostileValues,
      ...(onSend.length ? { onSend } : {}),
      ...(cached ? { onResponse: releaseCache, onRequestAbort: releaseAbortedCache } : {}),
      handler: (handler ?? notImplemented(spec.operationId)) as RouteHandlerMethod,
    });
  }
}

function notImplemented(operationId: string): RouteHandlerMethod {
  return async () => {
    throw errors.notImplemented(operationId);
  };
}

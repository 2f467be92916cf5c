import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { OperationId } from '../contract.ts';
import { authHook } from './auth.ts';
import { shapeHooks } from './expand.ts';
import type { AllHandlers, Handler } from './handlers.ts';
import { idempotencyHooks, isIdempotentOperation } from './idempotency.ts';
import type { IdempotencyLimits } from './idempotency-store.ts';
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
 * security hook, and on POSTs that change state the `Idempotency-Key` hooks
 * (http/idempotency.ts), and on those with `expand`/`fields` their checks and pruning
 * (http/expand.ts). Every operation has its handler (the map's type is total).
 */
export function registerOperations(
  app: FastifyInstance,
  handlers: AllHandlers,
  operations: OperationSpec[] = specOperations(),
  idempotencyLimits: Partial<IdempotencyLimits> = {},
): void {
  const components = componentSchemas();
  // Registered once each; the compilers resolve `$ref`s to them by `$id` (http/schemas.ts).
  for (const schema of components) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(components));
  app.setSerializerCompiler(serializerCompiler(components));
  const idempotency = idempotencyHooks(idempotencyLimits);
  for (const spec of operations) {
    const handler = handlers[spec.operationId as OperationId] as Handler<OperationId> | undefined;
    // The specs are read at run time; a document out of step with the generated types shows here.
    if (!handler) throw new Error(`No handler for the operation ${spec.operationId}`);
    const auth = authHook(spec.auth);
    const cached = CACHED_OPERATIONS.has(spec.operationId);
    // A cached answer is served after authentication (it decides a priced read's key and
    // keeps the session alive) and before validation and the handler run.
    const onRequest = [...(auth ? [auth] : []), ...(cached ? [serveFromCache] : [])];
    const idempotent = isIdempotentOperation(spec);
    const shaping = shapeHooks(spec);
    const onSend = [
      // First: it keeps the answer as serialized, before compression (appended after these).
      ...(idempotent ? [idempotency.onSend] : []),
      ...(cached
        ? [storeInCache]
        : changesCatalog(spec.operationId, spec.method, spec.url)
          ? [bumpOnWrite]
          : []),
    ];
    app.route({
      method: spec.method,
      url: spec.url,
      schema: routeSchema(spec),
      config: { operationId: spec.operationId },
      ...(onRequest.length ? { onRequest } : {}),
      preValidation: idempotent
        ? [refuseHostileValues, idempotency.preValidation]
        : refuseHostileValues,
      ...(shaping ? shaping : {}),
      ...(onSend.length ? { onSend } : {}),
      ...(cached ? { onResponse: releaseCache, onRequestAbort: releaseAbortedCache } : {}),
      handler: handler as RouteHandlerMethod,
    });
  }
}

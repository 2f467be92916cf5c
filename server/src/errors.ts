import type { FastifyError, FastifyInstance } from 'fastify';

/** The error body of api-conventions.md, for every failure the server answers. */
export interface ErrorBody {
  type: string;
  message: string;
  code?: string;
  request_id?: string;
}

const TYPE_BY_STATUS: Record<number, string> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'invalid_data',
  422: 'duplicate_error',
  429: 'too_many_requests',
  501: 'not_implemented',
};

/** JSON for every failure: validation, malformed JSON, unknown routes; 5xx hide internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        type: 'unknown_error',
        message: 'An unexpected error occurred.',
        request_id: String(request.id),
      };
      return reply.status(status).send(body);
    }
    const body: ErrorBody = {
      type: TYPE_BY_STATUS[status] ?? 'invalid_data',
      message: error.message,
    };
    return reply.status(status).send(body);
  });
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return { type: 'not_found', message: `Route ${method} ${url.split('?')[0]} was not found` };
}

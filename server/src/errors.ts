import type { ErrorCode } from '@commerce/client/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorType } from './contract.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

export type { ErrorBody, ErrorType };

/** The status each error type answers with (api-conventions.md, Errors). */
export const STATUS_BY_TYPE: Record<ErrorType, number> = {
  invalid_data: 400,
  not_allowed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  duplicate_error: 422,
  too_many_requests: 429,
  unknown_error: 500,
  not_implemented: 501,
  service_unavailable: 503,
};

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  // A URL, Content-Type or header the server cannot take is a malformed request; the
  // contract has no type of its own for them.
  414: 'invalid_data',
  415: 'invalid_data',
  431: 'invalid_data',
  422: 'duplicate_error',
  429: 'too_many_requests',
  501: 'not_implemented',
  503: 'service_unavailable',
};

/**
 * An expected failure, carrying its wire body. `code` stays free for Fastify's own codes
 * (FST_ERR_VALIDATION), which are not part of the contract.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, body: ErrorBody) {
    super(body.message);
    this.statusCode = statusCode;
    this.body = body;
  }
}

/**
 * At most `max` characters of request input written back in a message: a 404 for a path of
 * 10 000 characters need not return them, and logs and clients need only the start.
 */
export function echoed(text: string, max = 100): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

export function createError(
  type: ErrorType,
  message: string,
  status: number = STATUS_BY_TYPE[type],
  code?: ErrorCode,
): HttpError {
  return new HttpError(status, code === undefined ? { type, message } : { type, message, code });
}

/** The catalogue: every coded failure the server answers, so messages stay consistent. */
export const errors = {
  invalidData: (message: string, code?: ErrorCode) =>
    createError('invalid_data', message, 400, code),
  notAllowed: (message: string, code?: ErrorCode) => createError('not_allowed', message, 400, code),
  unauthorized: (message = 'Authentication is required') => createError('unauthorized', message),
  forbidden: (message = 'You are not allowed to do this', code: ErrorCode = 'forbidden') =>
    createError('forbidden', message, 403, code),
  notFound: (resource: string, id: string, code?: ErrorCode) =>
    createError('not_found', `${resource} with id: ${id} was not found`, 404, code),
  routeNotFound: (method: string, url: string) =>
    createError('not_found', `Route ${method} ${echoed(url.split('?')[0] ?? '')} was not found`),
  badUrl: () => createError('invalid_data', 'The URL is not correctly percent-encoded'),
  pathParameterTooLong: (limit: number) =>
    createError('invalid_data', `A path parameter is longer than ${limit} characters`, 414),
  conflict: (message: string, code?: ErrorCode) => createError('conflict', message, 409, code),
  duplicate: (resource: string, field: string, value: string, code?: ErrorCode) =>
    createError('duplicate_error', `${resource} with ${field} ${value} already exists`, 422, code),
  idempotencyKeyInvalid: () =>
    createError(
      'invalid_data',
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
      400,
      'idempotency_key_invalid',
    ),
  idempotencyKeyInFlight: () =>
    createError(
      'conflict',
      'A request with this Idempotency-Key is still running; retry shortly',
      409,
      'idempotency_key_in_flight',
    ),
  idempotencyKeyReused: () =>
    createError(
      'duplicate_error',
      'This Idempotency-Key was used with another method, path or body',
      422,
      'idempotency_key_reused',
    ),
  tooManyRequests: () => createError('too_many_requests', 'Too many requests, try again later'),
  databaseUnavailable: () =>
    createError(
      'service_unavailable',
      'The database cannot be reached; try again shortly',
      503,
      'database_unavailable',
    ),
  shuttingDown: () =>
    createError('service_unavailable', 'The server is shutting down; try again shortly'),
} as const;

/**
 * The contract's body for any failure: validation, malformed JSON, unknown routes, and the
 * errors Fastify answers before routing (http/framework-errors.ts); 5xx hide internals.
 */
export function sendError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    const body =
      error.statusCode >= 500 ? { ...error.body, request_id: String(request.id) } : error.body;
    return reply.status(error.statusCode).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' client errors (malformed JSON, body too large) have fixed
    // messages; a few quote a header (Content-Encoding), which is cut short.
    const body: ErrorBody = {
      type: TYPE_BY_STATUS[status] ?? 'invalid_data',
      message: echoed(error.message, 200),
    };
    return reply.status(status).send(body);
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: PostgreSQL is down or restarting, and the pool connects again on its own.
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(errors.databaseUnavailable(), request, reply);
  }
  request.log.error({ err: error }, 'request failed');
  const body: ErrorBody = {
    type: 'unknown_error',
    message: 'An unexpected error occurred.',
    request_id: String(request.id),
  };
  return reply.status(500).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return errors.routeNotFound(method, url).body;
}

import { STATUS_CODES } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { type ErrorBody, errors, sendError } from '../errors.ts';
import { NON_DOCUMENT_POLICY } from './content-security-policy.ts';
import { setSecurityHeadersWithoutHooks } from './security-headers.ts';

/*
 * The failures Fastify and Node answer before a request reaches a route, hook or error
 * handler, in the contract's error body like every other failure, without the URL in it.
 */

/**
 * Fastify's router answers a path parameter longer than `maxParamLength` (default 100) with
 * a 414 of its own, before validation: a valid 101-character email in
 * `GET /store/auth/{email}` got it. 2048 is far beyond any valid parameter (an email is at
 * most 254 characters, an id or handle far less), so the contract's maxLength answers a too
 * long one with its 400; it is also the URL length that browsers, CDNs and the sitemap
 * protocol keep to. A URL over Node's 16 KiB header limit never gets this far (431 below).
 */
export const MAX_PARAM_LENGTH = 2048;

/** `frameworkErrors`: a URL that does not percent-decode, a parameter over the limit above. */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  // Fastify calls this without running any hook, so nothing else sets these headers.
  setSecurityHeadersWithoutHooks(request, reply);
  reply.header('x-request-id', request.id);
  // Fastify's own messages for these two quote the whole path.
  const answer =
    error.code === 'FST_ERR_BAD_URL'
      ? errors.badUrl()
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? errors.pathParameterTooLong(MAX_PARAM_LENGTH)
        : error;
  sendError(answer, request, reply);
};

/** What Node's HTTP parser rejects, by its error code (Node's own statuses for them). */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The URL or the headers are too large' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP' };

/**
 * `clientErrorHandler`: the request could not be parsed (a URL over Node's header size
 * limit, a malformed request line), so there is no request or reply; as Fastify's default
 * does, the answer is written to the socket, which is then closed.
 */
export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code] ?? MALFORMED;
  const body = JSON.stringify({ type: 'invalid_data', message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        `Content-Security-Policy: ${NON_DOCUMENT_POLICY}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
};

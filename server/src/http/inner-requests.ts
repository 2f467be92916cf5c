import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The API reads a server-rendered storefront page makes while it renders (issue 23,
 * decision 014): answered in-process by `app.inject`, so by the same routes, validation,
 * hooks and response cache as a shopper's read, with no socket or HTTP parsing.
 *
 * They are marked with a header only this process knows the value of, so a shopper cannot
 * forge the mark: a marked request is not logged as a shopper's (the page is the request;
 * the server/README.md's one line per request stays one line per page) and takes the
 * page's request id, so any line it does log (an error) is found under the page's id.
 */

/** The header `inject` sets on an inner request. */
export const INNER_REQUEST_HEADER = 'x-inner-request';
/** Its value: random per process, never sent out. */
const INNER_REQUEST_MARK = randomBytes(18).toString('base64url');

/**
 * Headers of the page's render never passed to the API: the reads are anonymous, so the
 * catalogue cache answers them and the page is the same for everyone with its URL,
 * language and region (decision 014). The shopper's own data is read by the browser.
 */
const NOT_FORWARDED = new Set([
  'cookie',
  'authorization',
  INNER_REQUEST_HEADER,
  'x-request-id',
  // The answer is read here as it is: a compressed one would need decoding.
  'accept-encoding',
]);

/** Whether a request came from a page's render in this process. */
export function isInnerRequest(headers: IncomingHttpHeaders): boolean {
  return headers[INNER_REQUEST_HEADER] === INNER_REQUEST_MARK;
}

/** An inner request's id is its page's; any other request gets a new one. */
export function requestIdOf(headers: IncomingHttpHeaders, newId: () => string): string {
  const pageId = headers['x-request-id'];
  return isInnerRequest(headers) && typeof pageId === 'string' && pageId ? pageId : newId();
}

/**
 * The API transport of the page `page` renders: a fetch `Request` of the generated client
 * in, the API's answer out as a fetch `Response`.
 */
export function innerRequests(
  app: FastifyInstance,
  page: FastifyRequest,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.has(name)) headers[name] = value;
    });
    headers[INNER_REQUEST_HEADER] = INNER_REQUEST_MARK;
    headers['x-request-id'] = page.id;
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // A body with a 204/304 is not a valid Response.
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    // The payload's bytes, not a copy (a Buffer's memory is never a SharedArrayBuffer).
    const payload = answer.rawPayload;
    const bytes = new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.length);
    return new Response(empty ? null : bytes, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that answers through `app.inject`: the typed client then calls the server in
 * process, through routing, validation, auth and serialization, without opening a port.
 */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      // fetch never sets Host itself; the server builds absolute URLs (uploads) from it.
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    const empty = reply.statusCode === 204 || reply.rawPayload.length === 0;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { createError, errors } from '../../../errors.ts';
import { storageSettingsFromEnv, uploadConfig } from './config.ts';
import { contentTypeOfKey } from './file-types.ts';
import { checkSignature, signingSecret } from './signing.ts';
import { isProtectedKey, isValidKey } from './storage.ts';

/*
 * The file service's own GET routes, outside the API contract:
 *   /uploads/<key>                  public files, as the URLs of POST /admin/uploads
 *   /downloads/<key>?expires&signature   any file, through a URL of POST /admin/uploads/download-url
 *                                        (local storage, or S3_DOWNLOADS=server; a presigned
 *                                        URL goes to the bucket instead)
 * buildApp() registers them after the contract's operations. Both stream from the storage,
 * local disk or bucket, so any instance on the same storage and database answers them.
 */

async function send(reply: FastifyReply, key: string, config: ReturnType<typeof uploadConfig>) {
  const file = await config.storage.get(key);
  if (!file) throw errors.notFound('File', key);
  return reply
    .header('content-type', contentTypeOfKey(key))
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${key.split('/').pop()}"`)
    .send(file.stream);
}

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // Read once here so a wrong FILE_STORAGE or S3_* setting stops the start, not an upload.
  storageSettingsFromEnv();
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isValidKey(key) || isProtectedKey(key)) throw errors.notFound('File', key);
    const config = uploadConfig(request.server);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return send(reply, key, config);
  });

  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    '/downloads/*',
    async (request, reply) => {
      const key = request.params['*'];
      const config = uploadConfig(request.server);
      const secret = await signingSecret(request.server.db, config.secret);
      const { expires, signature } = request.query;
      const check = checkSignature(secret, key, expires, signature);
      if (check === 'invalid') throw errors.forbidden('The download URL is not valid');
      if (check === 'expired') throw createError('forbidden', 'The download URL has expired', 410);
      if (!isValidKey(key)) throw errors.notFound('File', key);
      reply.header('cache-control', 'private, no-store');
      return send(reply, key, config);
    },
  );
}

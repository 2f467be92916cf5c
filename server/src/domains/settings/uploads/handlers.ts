import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { uploadConfig } from './config.ts';
import { baseUrl, receiveUploads } from './service.ts';
import { downloadPath, signingSecret } from './signing.ts';
import { isValidKey } from './storage.ts';

export const uploadsHandlers = {
  AdminCreateUpload: async (request) => {
    const config = uploadConfig(request.server);
    const keys = await receiveUploads(request, config, { protected: false });
    const origin = baseUrl(request, config);
    // From the bucket's public address when there is one, else from any instance's /uploads.
    const url = (key: string) => config.storage.publicUrl(key) ?? `${origin}/uploads/${key}`;
    return { uploads: keys.map((key) => ({ key, url: url(key) })) };
  },

  AdminCreateProtectedUpload: async (request) => {
    const config = uploadConfig(request.server);
    const keys = await receiveUploads(request, config, { protected: true });
    const origin = baseUrl(request, config);
    // Protected files have no public URL; this one answers 403 until signed (download-url).
    return { uploads: keys.map((key) => ({ key, url: `${origin}/downloads/${key}` })) };
  },

  AdminDeleteUpload: async (request) => {
    const { file_key } = request.body;
    const config = uploadConfig(request.server);
    if (!isValidKey(file_key) || !(await config.storage.delete(file_key))) {
      throw errors.notFound('File', file_key);
    }
    return { id: file_key, object: 'file', deleted: true };
  },

  AdminCreateUploadDownloadUrl: async (request) => {
    const { file_key } = request.body;
    const config = uploadConfig(request.server);
    if (!isValidKey(file_key) || !(await config.storage.exists(file_key))) {
      throw errors.notFound('File', file_key);
    }
    // Straight from the bucket when the storage can presign; else through any instance.
    const direct = await config.storage.downloadUrl(file_key, config.urlTtlSeconds);
    if (direct) return { download_url: direct };
    const secret = await signingSecret(request.server.db, config.secret);
    const expires = Math.floor(Date.now() / 1000) + config.urlTtlSeconds;
    return {
      download_url: `${baseUrl(request, config)}${downloadPath(secret, file_key, expires)}`,
    };
  },
} satisfies Handlers;

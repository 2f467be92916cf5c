import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ulid } from '../../../db/ids.ts';
import { createError, errors } from '../../../errors.ts';
import { publicOrigin } from '../../../http/public-url.ts';
import type { UploadConfig } from './config.ts';
import { allowedContentType, safeFileName } from './file-types.ts';
import { PROTECTED_PREFIX } from './storage.ts';

/*
 * Multipart uploads (`files`, one or more parts). Each file streams to the storage; the
 * whole request is all or nothing: when a later file is refused, the ones already stored
 * are removed again.
 */

const tooLarge = (filename: string, limit: number) =>
  createError('payload_too_large', `File ${filename} is larger than the limit of ${limit} bytes`);

function isMultipartError(error: unknown): error is { code: string; statusCode: number } {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('FST_') && 'statusCode' in (error as object);
}

export async function receiveUploads(
  request: FastifyRequest,
  config: UploadConfig,
  options: { protected: boolean },
): Promise<string[]> {
  if (!request.isMultipart()) {
    throw errors.invalidData('The body must be multipart/form-data with one or more `files`');
  }
  const stored: string[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: config.maxFileSize, files: config.maxFiles, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field')
        throw errors.invalidData(`body.${(part as MultipartValue).fieldname} is not allowed`);
      const file = part as MultipartFile;
      if (file.fieldname !== 'files') {
        file.file.resume();
        throw errors.invalidData(`body.${file.fieldname} is not allowed`);
      }
      if (!allowedContentType(file.filename, file.mimetype)) {
        file.file.resume();
        throw errors.invalidData(
          `File ${file.filename} (${file.mimetype}) is not an allowed type: images, csv, json, pdf or text`,
          'file_type_not_allowed',
        );
      }
      const key = `${options.protected ? PROTECTED_PREFIX : ''}${ulid()}-${safeFileName(file.filename)}`;
      await config.storage.put(key, file.file);
      stored.push(key);
      if (file.file.truncated) throw tooLarge(file.filename, config.maxFileSize);
    }
  } catch (error) {
    await Promise.all(stored.map((key) => config.storage.delete(key).catch(() => false)));
    if (isMultipartError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        const name = (error as { part?: { filename?: string } }).part?.filename ?? 'upload';
        throw tooLarge(name, config.maxFileSize);
      }
      if (error.code === 'FST_FILES_LIMIT') {
        throw createError('payload_too_large', `At most ${config.maxFiles} files per upload`);
      }
      // The plugin's other client errors (parts or fields limits, a malformed body).
      if (error.statusCode < 500) {
        const message = error instanceof Error ? error.message : 'Malformed multipart body';
        throw error.statusCode === 413
          ? createError('payload_too_large', message)
          : errors.invalidData(message);
      }
    }
    throw error;
  }
  if (stored.length === 0) throw errors.invalidData('body.files must have at least one file');
  return stored;
}

/**
 * Where file URLs start: UPLOAD_BASE_URL (files served from elsewhere, e.g. a CDN), else
 * the server's public origin (PUBLIC_URL, else the one the request came to).
 */
export function baseUrl(request: FastifyRequest, config: UploadConfig): string {
  return config.baseUrl ?? publicOrigin(request);
}

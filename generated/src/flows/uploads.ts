import {
  type AdminCreateUploadData,
  adminCreateProtectedUpload,
  adminCreateUpload,
} from '../gen/admin/operations.ts';
import type { Client, RequestOptions } from '../runtime/client.ts';

export interface UploadOptions extends RequestOptions {
  /** Upload to protected storage, reachable only through a signed download URL. */
  protected?: boolean;
}

/**
 * Uploads files as one multipart POST with a `files` field per file (specification
 * section 7). The browser sets the multipart Content-Type and its boundary.
 */
export function uploadFiles(
  client: Client,
  files: Iterable<Blob>,
  { protected: isProtected = false, ...options }: UploadOptions = {},
): Promise<AdminCreateUploadData> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file instanceof File ? file.name : 'file');
  return isProtected
    ? adminCreateProtectedUpload(client, form, options)
    : adminCreateUpload(client, form, options);
}

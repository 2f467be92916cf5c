import { extname } from 'node:path';

/*
 * The allow-list of uploads: images, CSV, JSON, PDF and plain text. The extension decides
 * the type a file is stored and served with; the type the client declared must agree with
 * it (or be the generic octet-stream that some clients send). SVG is left out on purpose:
 * served from our origin, its scripts would run as ours.
 */

export const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

// Windows browsers declare CSV files as Excel's type.
const ALSO_DECLARED: Record<string, string[]> = { '.csv': ['application/vnd.ms-excel'] };

/** The content type to store `filename` with, or null when it is not allowed. */
export function allowedContentType(filename: string, declared: string): string | null {
  const ext = extname(filename).toLowerCase();
  const type = CONTENT_TYPES[ext];
  if (!type) return null;
  const mime = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  const accepted = [type, 'application/octet-stream', ...(ALSO_DECLARED[ext] ?? [])];
  return accepted.includes(mime) ? type : null;
}

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A file name reduced to what a key may hold: letters, digits, dot, dash, underscore. */
export function safeFileName(filename: string): string {
  const cleaned = filename
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100);
  return cleaned || 'file';
}

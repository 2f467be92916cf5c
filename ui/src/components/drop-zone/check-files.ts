/** Why a file was left out: not an accepted type, too large, or one more than allowed. */
export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileLimits {
  /**
   * What may be added, as in an input's `accept`: MIME types (`image/png`), families
   * (`image/*`) or name endings (`.csv`). Empty or absent: anything.
   */
  accept?: readonly string[];
  /** Largest size of one file, in bytes. */
  maxSize?: number;
  /** Whether more than one file may be added at once (default true). */
  multiple?: boolean;
}

/** Whether `file` is of one of the `accept` kinds. */
export function acceptsFile(file: File, accept: readonly string[] = []): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((kind) => {
    const pattern = kind.trim().toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Splits chosen or dropped files into those that fit the limits and those that do not,
 * each with its reason. Without `multiple`, the first fitting file is kept and the rest
 * are refused as `count`.
 */
export function checkFiles(
  files: readonly File[],
  { accept, maxSize, multiple = true }: FileLimits,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!acceptsFile(file, accept)) rejected.push({ file, reason: 'type' });
    else if (maxSize !== undefined && file.size > maxSize) rejected.push({ file, reason: 'size' });
    else if (!multiple && accepted.length > 0) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** A size for people: `900 B`, `1.5 KB`, `10 MB` (units of 1024, as file managers show). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || size >= 10 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${shown} ${units[unit]}`;
}

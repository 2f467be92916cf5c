/**
 * What the admin lets staff pick for an upload, checked before anything is sent so a wrong
 * file is refused at once with a sentence, not after its upload with a 413.
 */

/** The server's default `UPLOAD_MAX_FILE_SIZE` (server/README.md, settings): 10 MiB. */
export const UPLOAD_MAX_FILE_SIZE = 10 * 1024 * 1024;

/** Pictures every browser shows (product images are shown in the storefront as they are). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A CSV: by its name too, as some systems send one without a type or as Excel's. */
export const CSV_TYPES = ['.csv', 'text/csv'] as const;

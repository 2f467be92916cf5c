/** node-postgres's own value serialisation (pg/lib/utils.js), which pglite-queries.ts reuses. */
declare module 'pg/lib/utils.js' {
  /** A parameter's value as node-postgres sends it: text, a Buffer, or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
}

/** node-postgres's own value serialisation (pg/lib/utils.js), which pglite-queries.ts reuses. */
declare module 'pg/lib/utils.js' {
  /** A parameter's value as node-postgres sends it: text, a Buffer, or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
  /** The module's exports object, whose query config copy pg-per-query.ts replaces. */
  const utils: {
    normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown): unknown;
  };
  export default utils;
}

/** node-postgres's result of one query (pg/lib/result.js), whose `addFields` pg-per-query.ts lightens. */
declare module 'pg/lib/result.js' {
  const Result: { prototype: object };
  export default Result;
}

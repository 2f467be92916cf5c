/// <reference path="./pg-utils.d.ts" />
import Result from 'pg/lib/result.js';
import pgUtils from 'pg/lib/utils.js';

/*
 * Two pieces of node-postgres' work at every query made lighter, answers unchanged (issue 29,
 * ninth pass). A checkout's profile on PostgreSQL (one shopper, 60 checkouts) gave them 5 %
 * of node's busy time together:
 *
 * - `Result.addFields` runs at every execution (pg describes the portal each time, named
 *   statement or not) and builds, beside the columns' parsers, an empty row object with one
 *   key per column, copied into each row of an object-mode result. An array-mode result
 *   (drizzle's selects and `returning`) never reads that object: for 35 columns it was ~20 of
 *   the call's ~25 µs. Array mode now builds only the parsers.
 * - `normalizeQueryConfig` copies each query's config object through its property
 *   descriptors (to keep getters and a prototype) before reading it: ~3–7 µs a query. The
 *   configs drizzle and statement-names.ts give are plain data objects, for which a spread
 *   copy is the same; any other config still goes through pg's own copy.
 */

interface ResultInternals {
  rowAsArray: boolean;
  fields: unknown[];
  _parsers: unknown[] | undefined;
  _types: TypeParsers | undefined;
}
interface TypeParsers {
  getTypeParser(oid: number, format: string): unknown;
}
interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

let applied = false;

export function lighterPerQueryWork(): void {
  if (applied) return;
  applied = true;
  const proto = Result.prototype as unknown as ResultInternals & {
    addFields(fields: FieldDescription[]): void;
  };
  const addFields = proto.addFields;
  proto.addFields = function (this: ResultInternals, fields: FieldDescription[]) {
    if (!this.rowAsArray || this._types === undefined) {
      addFields.call(this, fields);
      return;
    }
    // As pg: the descriptions kept, a new set of parsers unless there are no columns.
    this.fields = fields;
    if (fields.length === 0) return;
    const parsers = new Array(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as FieldDescription;
      parsers[i] = this._types.getTypeParser(field.dataTypeID, field.format || 'text');
    }
    this._parsers = parsers;
  };

  const normalize = pgUtils.normalizeQueryConfig;
  pgUtils.normalizeQueryConfig = (config, values, callback) => {
    if (
      typeof config !== 'object' ||
      config === null ||
      Object.getPrototypeOf(config) !== Object.prototype
    )
      return normalize(config, values, callback);
    const copy: Record<string, unknown> = { ...config };
    if (values) {
      if (typeof values === 'function') copy.callback = values;
      else copy.values = values;
    }
    if (callback) copy.callback = callback;
    return copy;
  };
}

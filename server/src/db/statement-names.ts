import { createHash } from 'node:crypto';

/*
 * Names for the statements the server sends again and again on PostgreSQL (issue 29): a
 * named statement is parsed and planned once per connection, then only bound and executed.
 * pg_stat_statements over 40 checkouts showed PostgreSQL planning drizzle's unnamed
 * statements afresh each time: 390 ms of planning (a quarter of its CPU), e.g. 0.38 ms for
 * each of the region's countries-and-currency read.
 *
 * Only a statement with parameters is named (it uses the extended protocol already; one
 * without may hold several statements, which the extended protocol refuses), and only from
 * its second use, so one-off texts (an admin filter's IN list of some length) are not kept
 * by every connection. Both tables are bounded: past them a text is sent unnamed as before.
 * The name is a hash of the text, so every connection and every instance gives one text the
 * same name; a name is never reused for another text (pg refuses that, and 120 bits make it
 * as good as impossible).
 *
 * A named statement lives as long as its connection, also across a rolled-back transaction.
 * If a migration changed the type of what it answers, PostgreSQL refuses it ("cached plan
 * must not change result type") until the connection ends; migrations run before the server
 * serves, and a rolling deployment should not drop or retype columns older instances read.
 */

/** Texts seen once, waiting for a second use (forgotten all at once when full). */
const SEEN_MAX = 5_000;
/** Named texts; a connection holds at most this many statements of ours. */
const NAMED_MAX = 1_000;

const seen = new Set<string>();
const names = new Map<string, string>();

/** The name to send `text` under, or undefined to send it unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= NAMED_MAX) return undefined;
  if (!seen.has(text)) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.add(text);
    return undefined;
  }
  seen.delete(text);
  const name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * pg's `client.query` arguments with a name given to a repeated statement with parameters;
 * the caller's config object is not changed (drizzle reuses it).
 */
export function withStatementName(args: unknown[]): unknown[] {
  const [config, values] = args;
  if (typeof config === 'string') {
    if (!Array.isArray(values) || values.length === 0) return args;
    const name = statementName(config);
    return name === undefined ? args : [{ text: config, name }, ...args.slice(1)];
  }
  if (config === null || typeof config !== 'object') return args;
  const query = config as QueryConfig;
  // A Submittable (a cursor, a stream) keeps its own prototype: left as it is.
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined)
    return args;
  const params = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(params) || params.length === 0) return args;
  const name = statementName(query.text);
  return name === undefined ? args : [{ ...query, name }, ...args.slice(1)];
}

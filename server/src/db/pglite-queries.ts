/// <reference path="./pg-utils.d.ts" />
import { type PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';
import { plannedOnce } from './generic-plans.ts';
import { answerMessages, type Message } from './pglite-messages.ts';
import { statementName } from './statement-names.ts';

/*
 * PGlite's queries in one call into its WebAssembly PostgreSQL instead of six, with the
 * statements sent again parsed and planned once (issue 29). `PGlite.query` sends Parse,
 * Describe (statement), Bind, Describe (portal), Execute and Sync as six calls, the first
 * two only to learn the parameters' types for its serializers; every statement is parsed
 * and planned afresh. Measured on one PGlite (a region read by id, 3 000 times, machine
 * loaded): `query` 1.4–2.7 ms a statement, the same messages in one call 1.0–1.7 ms,
 * and a named statement bound and executed in one call 0.6–0.7 ms.
 *
 * Here the messages go in one buffer. The parameters are sent as text of unspecified type,
 * serialised as node-postgres serialises them (`prepareValue`), so PostgreSQL infers their
 * types as on the PostgreSQL path. A statement with parameters is named from its second use
 * (statement-names.ts, shared with node-postgres) and parsed once per PGlite: the names
 * this PGlite has parsed are kept, and only once PostgreSQL confirmed the Parse. The
 * answer's bytes are read without PGlite's parser (pglite-messages.ts); answers are built
 * as PGlite builds them (`answer`), errors are PGlite's own DatabaseError.
 */

type QueryOptions = Parameters<PGlite['query']>[2];

/** What PGlite keeps to itself but this file needs: its mutexes. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
}

const parsedByPglite = new WeakMap<PGlite, Set<string>>();

/*
 * A statement built once is planned once (generic-plans.ts), any other named statement for
 * its values (PostgreSQL's default, `auto`): the session's plan_cache_mode is switched by a
 * `SET` in the same call when the statement needs the other mode (issue 29, ninth pass).
 * `auto` alone planned the checkout's reads by `= any($1)` at every use, a third of a
 * checkout's time inside PGlite. A `SET` in a transaction is undone by its rollback, or by a
 * rollback to a savepoint after it, so after one the mode is unknown and the next named
 * statement sets its own.
 */
type PlanMode = 'auto' | 'force_generic_plan';

/** The plan_cache_mode each PGlite's session is known to have; absent when unknown. */
const planModes = new WeakMap<PGlite, PlanMode>();

function joined(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function textValue(value: unknown): string | null {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  // A Buffer (bytea) as PostgreSQL's hex text.
  if (prepared instanceof Uint8Array) return `\\x${Buffer.from(prepared).toString('hex')}`;
  return String(prepared);
}

interface RowDescription {
  fields: { name: string; dataTypeID: number }[];
}
type Parser = (value: string, type: number) => unknown;

/**
 * The answer as PGlite's `parseResults` builds it, without its copy of the whole parser
 * table (318 entries) for every query that brings parsers of its own, as drizzle's do.
 */
function answer<T>(
  messages: Message[],
  parsers: Record<number, Parser>,
  options: QueryOptions,
): Results<T> {
  let fields: RowDescription['fields'] = [];
  let fieldParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let done: { command: string; rowCount?: number } = { command: '' };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as RowDescription).fields.map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
      fieldParsers = fields.map(
        ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? parsers[dataTypeID],
      );
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map(
        (value, i) => {
          const parser = fieldParsers[i];
          return value === null || !parser ? value : parser(value, fields[i]?.dataTypeID ?? 0);
        },
      );
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
      done = Number.isNaN(count) ? { command } : { command, rowCount: count };
    }
  }
  return { rows, fields, affectedRows, ...done } as Results<T>;
}

/** One statement, its messages in one call; runs inside PGlite's query mutex. */
async function runStatement<T>(
  pglite: PGlite,
  text: string,
  params: unknown[],
  options: QueryOptions,
): Promise<Results<T>> {
  const parsed = parsedByPglite.get(pglite) ?? new Set<string>();
  parsedByPglite.set(pglite, parsed);
  const name = params.length > 0 ? statementName(text) : undefined;
  const needsParse = name === undefined || !parsed.has(name);
  // An unnamed statement is planned for its values in either mode.
  const mode: PlanMode | undefined =
    name === undefined ? undefined : plannedOnce(text) ? 'force_generic_plan' : 'auto';
  const setsMode = mode !== undefined && planModes.get(pglite) !== mode;
  const { serialize } = protocol;
  // The answer's bytes as they come (a view of PGlite's memory, so copied), unparsed.
  const chunks: Uint8Array[] = [];
  await pglite.execProtocolRawStream(
    joined([
      ...(setsMode ? [serialize.query(`SET plan_cache_mode = ${mode}`)] : []),
      ...(needsParse ? [serialize.parse({ name: name ?? '', text, types: [] })] : []),
      serialize.bind({ statement: name ?? '', values: params.map(textValue) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
  );
  const sent = answerMessages(chunks.length === 1 ? (chunks[0] as Uint8Array) : joined(chunks));
  // The SET's own answer ends with its ReadyForQuery; the statement's follows.
  const setAnswered = setsMode ? sent.findIndex((m) => m.name === 'readyForQuery') + 1 : 0;
  const messages = setsMode ? sent.slice(setAnswered) : sent;
  if (setsMode) {
    const set = sent.slice(0, setAnswered).some((m) => m.name === 'commandComplete');
    if (set && mode) planModes.set(pglite, mode);
    else planModes.delete(pglite);
  }
  if (/^\s*rollback\b/i.test(text)) planModes.delete(pglite);
  if (name !== undefined && needsParse && messages.some((m) => m.name === 'parseComplete'))
    parsed.add(name);
  const failure = messages.find((m) => m.name === 'error');
  if (failure) {
    // As PGlite's own query adds them to its errors.
    Object.assign(failure, { query: text, params, queryOptions: options });
    throw failure;
  }
  return answer<T>(messages, pglite.parsers, options);
}

/** PGlite's `query`, in one call (above). */
function fastQuery(pglite: PGlite, inTransaction: () => boolean) {
  const internals = pglite as unknown as PgliteInternals;
  const original = pglite.query.bind(pglite);
  return async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // A COPY's blob goes through PGlite's own path, which knows its files.
    if (options?.blob) return original<T>(text, params, options);
    const run = () =>
      internals.runExclusive(async () => {
        const result = await runStatement<T>(pglite, text, params, options);
        if (!inTransaction()) await pglite.syncToFs();
        return result;
      });
    return inTransaction() ? run() : internals._runExclusiveTransaction(run);
  };
}

/**
 * Gives `pglite` (and the transactions it opens) the faster `query`. Its `exec` (several
 * statements, no parameters: migrations) stays PGlite's.
 */
export function fasterQueries(pglite: PGlite): void {
  const outside = fastQuery(pglite, () => false);
  const inside = fastQuery(pglite, () => true);
  const transaction = pglite.transaction.bind(pglite);
  planModes.set(pglite, 'auto');
  pglite.query = outside as PGlite['query'];
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return inside<R>(text, params, options);
      }) as Transaction['query'];
      const rollback = () => {
        planModes.delete(pglite);
        return tx.rollback();
      };
      return callback(
        Object.create(tx, {
          query: { value: query },
          rollback: { value: rollback },
        }) as Transaction,
      );
    }).catch((error: unknown) => {
      // PGlite rolled the transaction back, and with it any SET of plan_cache_mode in it.
      planModes.delete(pglite);
      throw error;
    })) as PGlite['transaction'];
}

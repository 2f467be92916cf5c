import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { withStatementName } from './statement-names.ts';

/*
 * How a pool connection sends its queries on PostgreSQL (issue 29): every write and wait
 * is a round trip, and with four shoppers at once a checkout was bound by those waits, not
 * by CPU (server/README.md, "Cart changes and checkout", sixth, seventh and tenth passes).
 *
 * - Queries asked together leave together: the connection runs in pg's pipeline mode (a
 *   query is sent at once, without waiting for the answer of the one before; answers come
 *   back in order; each query ends in its own Sync, so an error fails only its own query,
 *   or, inside a transaction, the transaction). Every query asked in the same turn of the
 *   event loop leaves in ONE socket write: the socket is corked at the first and uncorked
 *   after the turn's microtasks (`process.nextTick`). Statements sent again are named, so
 *   parsed and planned once (statement-names.ts).
 * - `BEGIN`, `SAVEPOINT` and `RELEASE SAVEPOINT` are not waited for: drizzle awaits each
 *   alone, one more round trip apiece. Each is answered at once and goes out with the next
 *   query, whose answer is handed over only once theirs have come: their error, if any, is
 *   that query's. They fail only in a transaction that failed already (or on a broken
 *   connection, which fails the next query too).
 * - A `COMMIT` answered `ROLLBACK` (PostgreSQL's answer in a failed transaction, not an
 *   error) is an error: with the statements above not waited for, it can be the first to
 *   see that the transaction failed.
 * - `commitNow()` (transaction.ts `commitAlong`) sends the transaction's `COMMIT` in the
 *   same write as the queries of this turn, after them; the transaction's own `COMMIT`,
 *   sent once the caller is done, is then answered by that one, and a `ROLLBACK` finds the
 *   transaction over. Any other query after it is refused: it would run outside the
 *   transaction.
 */

/** A pool connection as `sendTogether` leaves it. */
export interface PipelinedClient {
  /** Sends COMMIT after the queries of this turn, in their write (see above). */
  commitNow(): void;
}

type Kind = 'unwaited' | 'commit' | 'rollback' | 'other';

function kindOf(args: unknown[]): Kind {
  if (typeof args[1] === 'function' || typeof args[2] === 'function') return 'other';
  const config = args[0];
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return 'other';
  if (/^(begin|savepoint|release)\b/i.test(text)) return 'unwaited';
  if (/^commit\s*$/i.test(text)) return 'commit';
  if (/^rollback\s*$/i.test(text)) return 'rollback';
  return 'other';
}

/** What the driver answers for a statement nothing waits on, to the caller that awaits it. */
const ANSWERED = { command: null, rowCount: null, oid: null, rows: [], fields: [] };

const ignore = () => undefined;

export function sendTogether(client: PoolClient): void {
  const { stream } = (client as unknown as { connection: { stream: Writable } }).connection;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  /** The outcome of the statements sent without waiting, handed to the next query. */
  let unwaited: Promise<unknown> | undefined;
  /** commitNow() was asked this turn: COMMIT goes out at the uncork, after the turn's queries. */
  let commitAtUncork = false;
  /** The early COMMIT's answer, until the transaction's own COMMIT or ROLLBACK asks for it. */
  let committed: Promise<unknown> | undefined;

  const cork = () => {
    if (corked) return;
    corked = true;
    stream.cork();
    process.nextTick(uncork);
  };
  const uncork = () => {
    if (commitAtUncork) {
      commitAtUncork = false;
      committed = pipelined(['commit']) as Promise<unknown>;
      committed.catch(ignore);
    }
    corked = false;
    stream.uncork();
  };
  // The answer of `sent`, after those of the statements before it that nothing waited on.
  const afterUnwaited = (sent: Promise<unknown>): Promise<unknown> => {
    if (!unwaited) return sent;
    const before = unwaited;
    unwaited = undefined;
    sent.catch(ignore);
    return before.then(() => sent);
  };
  const pipelined = (args: unknown[]): unknown => {
    cork();
    const kind = kindOf(args);
    const sent = query(...withStatementName(args));
    if (!(sent instanceof Promise)) return sent;
    if (kind === 'unwaited') {
      unwaited = afterUnwaited(sent);
      unwaited.catch(ignore);
      return Promise.resolve(ANSWERED);
    }
    const answer = afterUnwaited(sent);
    if (kind !== 'commit') return answer;
    return answer.then((result) => {
      if ((result as { command?: unknown } | null)?.command === 'ROLLBACK') {
        throw new Error('COMMIT was answered ROLLBACK: the transaction had failed');
      }
      return result;
    });
  };

  client.query = ((...args: unknown[]) => {
    if (committed) {
      const early = committed;
      const kind = kindOf(args);
      if (kind === 'commit') {
        committed = undefined;
        return early;
      }
      if (kind === 'rollback') {
        // Committed, or failed and so rolled back: either way the transaction is over.
        committed = undefined;
        return early.then(
          () => ANSWERED,
          () => ANSWERED,
        );
      }
      return Promise.reject(new Error('A statement after its transaction was committed'));
    }
    return pipelined(args);
  }) as typeof client.query;

  (client as unknown as PipelinedClient).commitNow = () => {
    cork();
    commitAtUncork = true;
  };
}

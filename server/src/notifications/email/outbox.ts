import { and, asc, eq, isNull, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { reusedQuery } from '../../db/prepared-read.ts';
import type { Executor } from '../../db/transaction.ts';
import { mailOutbox, type NewOutboxRow, type OutboxRow } from './tables.ts';

/*
 * The mail outbox (migration 0031): rows are written by notify() and taken by the
 * delivery worker (delivery.ts). A worker claims one due row with FOR UPDATE SKIP LOCKED
 * in one statement and takes a lease on it (`locked_by`, `locked_until`); the send
 * runs outside that transaction and its outcome is written only while the lease is still
 * the worker's. A worker that dies mid-send leaves the row to be taken again once its
 * lease runs out.
 */

/** The insert of an outbox row, not yet run: notify() sends it with its notification's. */
export function mailInsert(db: Executor, row: NewOutboxRow) {
  return db.insert(mailOutbox).values(row);
}

/**
 * Claims the next due message for `workerId`, counting the attempt; undefined if none. One
 * statement (an UPDATE of the row its subquery locks): atomic without a transaction of its
 * own, so a poll is one round trip instead of four (BEGIN, SELECT, UPDATE, COMMIT; issue 29).
 */
export async function claimNextMail(
  db: Executor,
  workerId: string,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  const [claimed] = await claimDueMail(db, { worker: workerId, lease: `${leaseMs} milliseconds` });
  return claimed;
}

// Built once (issue 29, ninth pass): each worker polls with it, and sends with the next two.
const claimDueMail = reusedQuery<OutboxRow>('mail_outbox_claim', (db) => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.next_attempt_at, sql`now()`),
        or(isNull(mailOutbox.locked_until), lt(mailOutbox.locked_until, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      locked_by: sql`${sql.placeholder('worker')}`,
      locked_until: sql`now() + ${sql.placeholder('lease')}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(mailOutbox.id, sql`(${due})`))
    .returning();
});

/** Still the worker's: the outcome of a send is written only while the lease holds. */
function held(id: string | Placeholder, workerId: string | Placeholder) {
  return and(
    eq(mailOutbox.id, id),
    eq(mailOutbox.locked_by, workerId),
    eq(mailOutbox.status, 'pending'),
  );
}

/** Marks a message sent and blanks what may hold a token. */
export async function markMailSent(db: Executor, id: string, workerId: string): Promise<void> {
  await sentMail(db, { id, worker: workerId });
}

const sentMail = reusedQuery<never>('mail_outbox_sent', (db) =>
  db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sent_at: sql`now()`,
      html: null,
      text: null,
      link: null,
      locked_by: null,
      locked_until: null,
      last_error: null,
      updated_at: sql`now()`,
    })
    .where(held(sql.placeholder('id'), sql.placeholder('worker'))),
);

/** A failed attempt: tried again after `retryInMs`, or given up (bodies blanked) when null. */
export async function markMailAttemptFailed(
  db: Executor,
  id: string,
  workerId: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const common = { locked_by: null, locked_until: null, last_error: error, updated_at: sql`now()` };
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { ...common, status: 'failed', html: null, text: null, link: null }
        : {
            ...common,
            next_attempt_at: sql`now() + ${`${Math.round(retryInMs)} milliseconds`}::interval`,
          },
    )
    .where(held(id, workerId));
}

export async function outboxRows(db: Executor): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.created_at), asc(mailOutbox.id));
}

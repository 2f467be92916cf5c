import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type Domain, signToken, TOKEN_TTL_SECONDS, type TokenUse } from './tokens.ts';

/*
 * Server-side sessions (migration 0028). Each session cookie and bearer token names a row
 * here; authentication reads it (authenticate.ts), so ending a session takes effect on the
 * next request on every instance. The cost is one indexed read per authenticated request,
 * joined with the user or customer read that was already made.
 */

export const authSession = pgTable('auth_session', {
  id: text('id').primaryKey(),
  domain: text('domain').$type<Domain>().notNull(),
  subject_id: text('subject_id').notNull(),
  kind: text('kind').$type<SessionKind>().notNull(),
  user_agent: text('user_agent'),
  ip: text('ip'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export type SessionKind = 'cookie' | 'bearer';
export type SessionRow = typeof authSession.$inferSelect;

/** `last_used_at` is written at most this often per session, not on every request. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Longest user agent kept; browsers send about 150 characters. */
const USER_AGENT_MAX = 300;

const TOKEN_USE: Record<SessionKind, TokenUse> = { cookie: 'session', bearer: 'bearer' };

/** The conditions of a session that still works. */
export function liveSession(now = new Date()) {
  return and(isNull(authSession.revoked_at), gt(authSession.expires_at, now));
}

/**
 * Starts a session for a signed-in user or customer and answers its signed token (the
 * cookie's value or the bearer token). The subject's sessions that ended long ago are
 * pruned here, so the table holds about one row per live session.
 */
export async function startSession(
  request: FastifyRequest,
  domain: Domain,
  kind: SessionKind,
  subjectId: string,
): Promise<{ token: string; session: SessionRow }> {
  const db = request.server.db;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  await db
    .delete(authSession)
    .where(
      and(
        eq(authSession.domain, domain),
        eq(authSession.subject_id, subjectId),
        or(lt(authSession.expires_at, now), lt(authSession.revoked_at, now)),
      ),
    );
  const userAgent = request.headers['user-agent'];
  const [session] = await db
    .insert(authSession)
    .values({
      id: newId('sess'),
      domain,
      subject_id: subjectId,
      kind,
      user_agent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
      ip: request.ip ?? null,
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
    })
    .returning();
  if (!session) throw new Error('insert returned no row');
  const token = await signToken(
    db,
    domain,
    TOKEN_USE[kind],
    { subject: subjectId, sessionId: session.id },
    expiresAt,
  );
  return { token, session };
}

/** Records that a session was used, at most every TOUCH_INTERVAL_MS. */
export async function touchSession(db: Executor, session: SessionRow): Promise<void> {
  if (Date.now() - session.last_used_at.getTime() < TOUCH_INTERVAL_MS) return;
  await db
    .update(authSession)
    .set({ last_used_at: new Date() })
    .where(eq(authSession.id, session.id));
}

/** The subject's sessions that still work, most recently used first. */
export async function listLiveSessions(
  db: Executor,
  domain: Domain,
  subjectId: string,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(authSession)
    .where(
      and(eq(authSession.domain, domain), eq(authSession.subject_id, subjectId), liveSession()),
    )
    .orderBy(desc(authSession.last_used_at), desc(authSession.id));
}

/** Ends one session of the subject; false when it is not theirs or already ended. */
export async function revokeSession(
  db: Executor,
  domain: Domain,
  subjectId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(authSession)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.domain, domain),
        eq(authSession.subject_id, subjectId),
        liveSession(),
      ),
    )
    .returning({ id: authSession.id });
  return rows.length > 0;
}

/**
 * Ends every session of the subject, but `keep` (the session of a password change, which
 * stays signed in). Answers how many ended.
 */
export async function revokeSubjectSessions(
  db: Executor,
  domain: Domain,
  subjectId: string,
  keep: string | null = null,
): Promise<number> {
  const rows = await db
    .update(authSession)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(authSession.domain, domain),
        eq(authSession.subject_id, subjectId),
        liveSession(),
        keep ? ne(authSession.id, keep) : sql`true`,
      ),
    )
    .returning({ id: authSession.id });
  return rows.length;
}

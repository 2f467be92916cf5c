import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { findUserByEmail, replaceUserPasswordHash, type UserRow } from '../users/repository.ts';
import { changeOwnPassword, getUser, toUser } from '../users/service.ts';
import { requestSessions } from './authenticate.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password.ts';
import { currentUserId } from './principal.ts';
import { clearSessionCookie, setSessionCookie } from './session.ts';
import { listLiveSessions, revokeSession, type SessionRow, startSession } from './sessions.ts';

/**
 * The user for these credentials; an unknown email costs as long as a wrong password. A
 * hash of an older, cheaper cost is replaced now, while the password is at hand.
 */
async function verifyUserCredentials(
  db: Executor,
  email: string,
  password: string,
): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, row?.password_hash);
  if (!row?.password_hash || !ok) throw errors.unauthorized('Wrong email or password');
  if (passwordNeedsRehash(row.password_hash)) {
    await replaceUserPasswordHash(db, row.id, row.password_hash, await hashPassword(password));
  }
  return row;
}

function toAuthSession(row: SessionRow, request: FastifyRequest) {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.id === request.principal?.sessionId,
  };
}

/**
 * Admin sign-in and the signed-in user's own sessions. Every sign-in starts a server-side
 * session (sessions.ts): a cookie (`POST /admin/auth`) or a 24 h bearer token.
 */
export const adminAuthHandlers = {
  AdminCreateAuth: async (request, reply) => {
    const row = await verifyUserCredentials(
      request.server.db,
      request.body.email,
      request.body.password,
    );
    await setSessionCookie(request, reply, 'admin', row.id);
    return { user: await toUser(request.server.db, row) };
  },

  AdminGetAuth: async (request) => {
    const db = request.server.db;
    return { user: await toUser(db, await getUser(db, currentUserId(request))) };
  },

  AdminDeleteAuth: async (request, reply) => {
    // Ends every session the request carries (its cookie and a bearer token the page may
    // also hold), then clears the cookie; other devices stay signed in.
    const userId = currentUserId(request);
    for (const sessionId of await requestSessions(request, 'admin'))
      await revokeSession(request.server.db, 'admin', userId, sessionId);
    clearSessionCookie(request, reply, 'admin');
    return {};
  },

  AdminCreateAuthToken: async (request) => {
    const row = await verifyUserCredentials(
      request.server.db,
      request.body.email,
      request.body.password,
    );
    const { token } = await startSession(request, 'admin', 'bearer', row.id);
    return { access_token: token };
  },

  AdminListAuthSessions: async (request) => {
    const rows = await listLiveSessions(request.server.db, 'admin', currentUserId(request));
    return { sessions: rows.map((row) => toAuthSession(row, request)) };
  },

  AdminDeleteAuthSession: async (request) => {
    const { id } = request.params;
    const ended = await revokeSession(request.server.db, 'admin', currentUserId(request), id);
    // Another user's session, or one already over, is not the caller's to see.
    if (!ended) throw errors.notFound('Session', id);
    return { id, object: 'session', deleted: true };
  },

  AdminUpdateAuthPassword: async (request) => {
    const row = await changeOwnPassword(request, request.body);
    return { user: await toUser(request.server.db, row) };
  },
} satisfies Handlers;

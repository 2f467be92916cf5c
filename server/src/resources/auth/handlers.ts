import type { Executor } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import type { Handlers } from '../../http/handlers.ts';
import { findUserByEmail, type UserRow } from '../users/repository.ts';
import { getUser, toUser } from '../users/service.ts';
import { verifyPassword } from './password.ts';
import { currentUserId } from './principal.ts';
import { clearSessionCookie, setSessionCookie } from './session.ts';
import { signToken } from './tokens.ts';

/** The user for these credentials; an unknown email costs as long as a wrong password. */
async function verifyUserCredentials(
  db: Executor,
  email: string,
  password: string,
): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, row?.password_hash);
  if (!row || !ok) throw errors.unauthorized('Wrong email or password');
  return row;
}

/** Admin sign-in: a session cookie (`POST /admin/auth`) or a 24 h bearer token. */
export const adminAuthHandlers = {
  AdminCreateAuth: async (request, reply) => {
    const row = await verifyUserCredentials(
      request.server.db,
      request.body.email,
      request.body.password,
    );
    await setSessionCookie(request, reply, 'admin', row.id);
    return { user: toUser(row) };
  },

  AdminGetAuth: async (request) => {
    return { user: toUser(await getUser(request.server.db, currentUserId(request))) };
  },

  AdminDeleteAuth: async (request, reply) => {
    clearSessionCookie(request, reply);
    return {};
  },

  AdminCreateAuthToken: async (request) => {
    const row = await verifyUserCredentials(
      request.server.db,
      request.body.email,
      request.body.password,
    );
    return { access_token: await signToken(request.server.db, 'admin', 'bearer', row.id) };
  },
} satisfies Handlers;

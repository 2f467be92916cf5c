import type { AdminComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../db/ids.ts';
import type { Executor } from '../../db/transaction.ts';
import { withTransaction } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import { isUniqueViolation } from '../auth/errors.ts';
import { sendAuthMessage } from '../auth/messages.ts';
import { hashPassword, hashToken, randomToken } from '../auth/password.ts';
import {
  findUser,
  findUserByEmail,
  findUserByResetTokenHash,
  insertUser,
  type UserRole,
  type UserRow,
  updateUser,
} from './repository.ts';

export type User = AdminComponents['schemas']['User'];

/** A password reset token is good for this long (it travels by email). */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The wire shape: every secret column is left out here, and the schema would drop it anyway. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    metadata: row.metadata ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

export async function getUser(db: Executor, id: string): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw errors.notFound('User', id);
  return row;
}

export interface NewUserInput {
  email: string;
  password: string;
  first_name?: string | null;
  last_name?: string | null;
  role?: UserRole | null;
}

export async function createUser(db: Executor, input: NewUserInput): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    if (await findUserByEmail(tx, email)) throw errors.duplicate('User', 'email', email);
    try {
      return await insertUser(tx, {
        id: newId('usr'),
        email,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        role: input.role ?? 'member',
        password_hash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.duplicate('User', 'email', email);
      throw error;
    }
  });
}

/** Sends a reset token when the email is a user's; says nothing either way (no probing). */
export async function requestUserPasswordReset(
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const db = request.server.db;
  const row = await findUserByEmail(db, email);
  if (!row) return;
  const token = randomToken();
  await updateUser(db, row.id, {
    reset_token_hash: hashToken(token),
    reset_token_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await sendAuthMessage(request, {
    kind: 'user-password-reset',
    email: row.email,
    token,
    user_id: row.id,
  });
}

export async function resetUserPassword(
  db: Executor,
  input: { token: string; password: string; email?: string },
): Promise<UserRow> {
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const row = await findUserByResetTokenHash(tx, hashToken(input.token));
    const valid =
      row?.reset_token_expires_at &&
      row.reset_token_expires_at.getTime() > Date.now() &&
      (input.email === undefined || input.email.toLowerCase() === row.email);
    if (!row || !valid)
      throw errors.unauthorized('The password reset token is invalid or has expired');
    // The token is single-use: it is cleared together with the password change.
    const updated = await updateUser(tx, row.id, {
      password_hash,
      reset_token_hash: null,
      reset_token_expires_at: null,
    });
    if (!updated) throw errors.unauthorized('The password reset token is invalid or has expired');
    return updated;
  });
}

import type { StoreComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { sendAuthMessage } from '../auth/messages.ts';
import {
  hashPassword,
  hashToken,
  passwordNeedsRehash,
  randomToken,
  verifyPassword,
} from '../auth/password.ts';
import { revokeSubjectSessions } from '../auth/sessions.ts';
import {
  type AddressRow,
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  findCustomerByResetTokenHash,
  insertAddress,
  insertCustomer,
  listAddresses,
  type NewAddress,
  type NewCustomer,
  replaceCustomerPasswordHash,
  updateCustomer,
} from './repository.ts';

export type Customer = StoreComponents['schemas']['Customer'];
export type Address = StoreComponents['schemas']['Address'];
type AddressPayload = StoreComponents['schemas']['AddressPayload'];

/** A password reset token is good for this long (it travels by email). */
const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export function toAddress(row: AddressRow): Address {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

/** The wire shape; with `addresses`, the saved addresses and the billing address too. */
export function toCustomer(row: CustomerRow, addresses?: AddressRow[]): Customer {
  const customer: Customer = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    billing_address_id: row.billing_address_id,
    phone: row.phone,
    has_account: row.has_account,
    metadata: row.metadata ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
  if (!addresses) return customer;
  const billing = addresses.find((a) => a.id === row.billing_address_id);
  return {
    ...customer,
    billing_address: billing ? toAddress(billing) : null,
    shipping_addresses: addresses.filter((a) => a.id !== row.billing_address_id).map(toAddress),
  };
}

export async function getCustomer(db: Executor, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, id);
  if (!row) throw errors.notFound('Customer', id);
  return row;
}

/** The customer with its addresses, as the single-customer responses show it. */
export async function customerWithAddresses(db: Executor, id: string): Promise<Customer> {
  const row = await getCustomer(db, id);
  return toCustomer(row, await listAddresses(db, id));
}

export interface RegisterInput {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  metadata?: Record<string, unknown> | null;
}

/**
 * Registers an account; an existing account with the email is a 422. A guest customer with
 * the same email (from guest checkouts) stays a separate row with its orders: knowing an
 * email must not open its order history and addresses. They join the account only through
 * the claim flow, whose token goes to that email (orders/claims.ts).
 */
export async function registerCustomer(db: Executor, input: RegisterInput): Promise<CustomerRow> {
  const email = input.email.toLowerCase();
  const password_hash = await hashPassword(input.password);
  const fields = {
    first_name: input.first_name ?? null,
    last_name: input.last_name ?? null,
    phone: input.phone ?? null,
    has_account: true,
    password_hash,
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
  } satisfies Partial<NewCustomer>;
  try {
    return await withTransaction(db, async (tx) => {
      const existing = await findCustomerByEmail(tx, email);
      if (existing?.has_account) throw errors.duplicate('Customer', 'email', email);
      return insertCustomer(tx, { id: newId('cus'), email, ...fields });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicate('Customer', 'email', email);
    throw error;
  }
}

export interface CustomerUpdate {
  email?: string;
  password?: string;
  /** Proves the customer knows the password; required with a new password or email. */
  current_password?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  metadata?: Record<string, unknown> | null;
  billing_address?: AddressPayload | string;
}

/**
 * Who changes a customer: the customer in a session (`sessionId`, kept signed in after a
 * password change), or staff, who need no password and sign the customer out everywhere.
 */
export type CustomerEditor = { by: 'customer'; sessionId: string | null } | { by: 'staff' };

/**
 * Updates a customer. When the customer does it, a new password or email needs the
 * current password (a stolen session must not be enough to take the account over: a new
 * email would receive the next reset link). A new password ends the customer's other
 * sessions.
 */
export async function updateCustomerDetails(
  db: Executor,
  id: string,
  input: CustomerUpdate,
  editor: CustomerEditor,
): Promise<CustomerRow> {
  const { password, current_password, billing_address, email, ...fields } = input;
  const values: Partial<NewCustomer> = { ...fields };
  if (editor.by === 'customer' && (password !== undefined || email !== undefined)) {
    const current = await getCustomer(db, id);
    const emailChanges = email !== undefined && email.toLowerCase() !== current.email;
    if (password !== undefined || emailChanges) {
      const proven =
        current_password !== undefined &&
        (await verifyPassword(current_password, current.password_hash));
      if (!proven)
        throw errors.invalidData(
          current_password === undefined
            ? 'A new password or email needs the current password'
            : 'The current password is not correct',
          'wrong_password',
        );
    }
  }
  if (password !== undefined) values.password_hash = await hashPassword(password);
  try {
    return await withTransaction(db, async (tx) => {
      const current = await getCustomer(tx, id);
      if (email !== undefined && email.toLowerCase() !== current.email) {
        const other = await findCustomerByEmail(tx, email);
        if (current.has_account && other?.has_account)
          throw errors.duplicate('Customer', 'email', email.toLowerCase());
        values.email = email.toLowerCase();
      }
      if (typeof billing_address === 'string') {
        const saved = (await listAddresses(tx, id)).find((a) => a.id === billing_address);
        if (!saved) throw errors.notFound('Address', billing_address);
        values.billing_address_id = saved.id;
      } else if (billing_address) {
        const created = await insertAddress(tx, {
          id: newId('addr'),
          customer_id: id,
          ...addressValues(billing_address),
        });
        values.billing_address_id = created.id;
      }
      const updated = await updateCustomer(tx, id, values);
      if (!updated) throw errors.notFound('Customer', id);
      if (password !== undefined) {
        const keep = editor.by === 'customer' ? editor.sessionId : null;
        await revokeSubjectSessions(tx, 'store', id, keep);
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.duplicate('Customer', 'email', String(email));
    throw error;
  }
}

/** Address columns from a payload: country codes are stored lowercase (AddressPayload). */
export function addressValues(payload: AddressPayload): Partial<NewAddress> {
  return {
    ...payload,
    ...(payload.country_code !== undefined
      ? { country_code: payload.country_code.toLowerCase() }
      : {}),
  };
}

/**
 * The account for these credentials, or null; as slow for an unknown email as a wrong
 * password. A hash of an older, cheaper cost is replaced now, while the password is at hand.
 */
export async function verifyCustomerCredentials(
  db: Executor,
  email: string,
  password: string,
): Promise<CustomerRow | null> {
  const row = await findCustomerByEmail(db, email);
  const account = row?.has_account ? row : undefined;
  const ok = await verifyPassword(password, account?.password_hash);
  if (!ok || !account?.password_hash) return null;
  if (passwordNeedsRehash(account.password_hash)) {
    const rehashed = await hashPassword(password);
    await replaceCustomerPasswordHash(db, account.id, account.password_hash, rehashed);
  }
  return account;
}

export async function requestCustomerPasswordReset(
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const db = request.server.db;
  const row = await findCustomerByEmail(db, email);
  if (!row?.has_account) return;
  const token = randomToken();
  await updateCustomer(db, row.id, {
    reset_token_hash: hashToken(token),
    reset_token_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await sendAuthMessage(request, {
    kind: 'customer-password-reset',
    email: row.email,
    token,
    customer_id: row.id,
  });
}

export async function resetCustomerPassword(
  db: Executor,
  input: { token: string; password: string; email: string },
): Promise<CustomerRow> {
  const password_hash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const row = await findCustomerByResetTokenHash(tx, hashToken(input.token));
    const valid =
      row?.reset_token_expires_at &&
      row.reset_token_expires_at.getTime() > Date.now() &&
      input.email.toLowerCase() === row.email;
    if (!row || !valid)
      throw errors.unauthorized('The password reset token is invalid or has expired');
    const updated = await updateCustomer(tx, row.id, {
      password_hash,
      reset_token_hash: null,
      reset_token_expires_at: null,
    });
    if (!updated) throw errors.unauthorized('The password reset token is invalid or has expired');
    await revokeSubjectSessions(tx, 'store', row.id);
    return updated;
  });
}

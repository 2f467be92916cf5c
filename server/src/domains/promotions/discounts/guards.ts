import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { findDiscount } from './repository.ts';
import type { DiscountRow } from './tables.ts';

/** A live discount by path id (404 otherwise); `lock` holds its row for the transaction. */
export async function requireDiscount(
  db: Executor,
  id: string,
  lock = false,
): Promise<DiscountRow> {
  const row = await findDiscount(db, id, lock);
  if (!row) throw errors.notFound('Discount', id);
  return row;
}

/**
 * A discount whose rule may change: a generated code shares its dynamic discount's rule,
 * so changing it through one code would silently change every sibling.
 */
export async function requireOwnRule(db: Executor, id: string): Promise<DiscountRow> {
  const row = await requireDiscount(db, id, true);
  if (row.parent_discount_id) {
    throw errors.notAllowed(
      `Discount ${row.code} is a dynamic code; change the rule of its dynamic discount ${row.parent_discount_id}`,
      'discount_is_dynamic_code',
    );
  }
  return row;
}

export function codeNotFound(code: string) {
  return createError('not_found', `Discount with code: ${code} was not found`);
}

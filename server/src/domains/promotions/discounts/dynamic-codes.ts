import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { addDuration, parseDuration } from './duration.ts';
import { requireDiscount } from './guards.ts';
import { type Discount, loadDiscount } from './load.ts';
import {
  findChildByCode,
  findDiscountByCode,
  insertDiscount,
  linkRegions,
  regionsOfDiscounts,
  updateDiscount,
} from './repository.ts';
import { normalizeCode } from './rules.ts';
import { guardCode } from './service.ts';

/*
 * Codes generated from a dynamic discount: child discounts that share its rule, start with
 * its regions, and are valid for its `valid_duration` from the moment they are created (but
 * never past the dynamic discount's own end).
 */

export interface DynamicCodeInput {
  code: string;
  usage_limit?: number;
  metadata?: Metadata;
}

/** Creates a code from the dynamic discount `id`; answers the new code's discount. */
export async function createDynamicCode(
  db: Executor,
  id: string,
  input: DynamicCodeInput,
): Promise<Discount> {
  const code = normalizeCode(input.code);
  return guardCode(code, () =>
    withTransaction(db, async (tx) => {
      const parent = await requireDiscount(tx, id, true);
      if (!parent.is_dynamic || parent.parent_discount_id) {
        throw errors.notAllowed(
          'Codes can only be generated from a dynamic discount',
          'discount_not_dynamic',
        );
      }
      if (await findDiscountByCode(tx, code))
        throw errors.duplicate('Discount', 'code', code, 'discount_code_taken');
      const now = new Date();
      if (parent.ends_at && parent.ends_at <= now) {
        throw errors.notAllowed(`Discount ${parent.code} has ended`, 'discount_ended');
      }
      const duration = parent.valid_duration ? parseDuration(parent.valid_duration) : null;
      const end = duration ? addDuration(now, duration) : null;
      const child = await insertDiscount(tx, {
        id: newId('disc'),
        code,
        is_dynamic: true,
        rule_id: parent.rule_id,
        is_disabled: false,
        parent_discount_id: parent.id,
        starts_at: now,
        // A code never outlives its dynamic discount.
        ends_at: end && (!parent.ends_at || end < parent.ends_at) ? end : parent.ends_at,
        usage_limit: input.usage_limit ?? 1,
        metadata: input.metadata ?? null,
      });
      const regions = await regionsOfDiscounts(tx, [parent.id]);
      await linkRegions(
        tx,
        child.id,
        regions.map((link) => link.region.id),
      );
      return loadDiscount(tx, child);
    }),
  );
}

/** Deletes (softly) a code generated from `id`; answers the dynamic discount. */
export async function deleteDynamicCode(db: Executor, id: string, code: string): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const parent = await requireDiscount(tx, id, true);
    const child = await findChildByCode(tx, parent.id, code.trim());
    if (!child) {
      throw createError(
        'not_found',
        `Dynamic code ${code} of discount ${id} was not found`,
        404,
        'discount_dynamic_code_not_found',
      );
    }
    await updateDiscount(tx, child.id, { deleted_at: new Date() });
    return loadDiscount(tx, parent);
  });
}

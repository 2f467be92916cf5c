import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  insertRequirement,
  requirementsOf,
  softDeleteRequirements,
  updateRequirement,
} from './repository.ts';
import type { RequirementType } from './tables.ts';

/*
 * Subtotal requirements of a shipping option (ShippingOptionRequirement): at most one
 * lower and one upper bound, and the lower not above the upper, else no cart could ever
 * be offered the option.
 */

export interface RequirementInput {
  id?: string;
  type: RequirementType;
  amount: number;
}

export function checkRequirements(requirements: RequirementInput[]): void {
  const min = requirements.filter((r) => r.type === 'min_subtotal');
  const max = requirements.filter((r) => r.type === 'max_subtotal');
  if (min.length > 1 || max.length > 1) {
    throw errors.invalidData('A shipping option takes at most one requirement of each type');
  }
  if (min[0] && max[0] && max[0].amount < min[0].amount) {
    throw errors.invalidData('The max_subtotal requirement must not be below the min_subtotal');
  }
}

/**
 * Makes `requirements` the option's requirements: entries with an id update that
 * requirement (it must be the option's), the others are created, unlisted ones deleted.
 * The caller holds the option's row lock, which serialises concurrent replacements.
 */
export async function replaceRequirements(
  db: Executor,
  optionId: string,
  requirements: RequirementInput[],
): Promise<void> {
  checkRequirements(requirements);
  const current = await requirementsOf(db, [optionId]);
  const currentIds = new Set(current.map((r) => r.id));
  for (const requirement of requirements) {
    if (requirement.id && !currentIds.has(requirement.id)) {
      throw unknownReference('Shipping option requirement', requirement.id);
    }
  }
  const listed = requirements.flatMap((r) => (r.id ? [r.id] : []));
  const kept = new Set(listed);
  if (kept.size < listed.length) {
    throw errors.invalidData('A requirement id appears twice in body.requirements');
  }
  await softDeleteRequirements(
    db,
    current.filter((r) => !kept.has(r.id)).map((r) => r.id),
  );
  for (const { id, type, amount } of requirements) {
    if (id) await updateRequirement(db, id, { type, amount });
    else
      await insertRequirement(db, { id: newId('sor'), shipping_option_id: optionId, type, amount });
  }
}

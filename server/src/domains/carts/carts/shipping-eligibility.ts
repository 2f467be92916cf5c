import type { Executor } from '../../../db/transaction.ts';
import { requirementsOf, storeOptionsOfRegion } from '../shipping-options/repository.ts';
import type { RequirementRow, ShippingOptionRow } from '../shipping-options/tables.ts';

/*
 * Which shipping options a cart may use (StoreListCartShippingOptions, and the check
 * behind every shipping method): outbound options of the cart's region that shoppers may
 * choose, of a shipping profile one of its items belongs to, whose subtotal requirements
 * (bounds included) the cart's subtotal meets. A calculated option needs its fulfillment
 * provider to price it; the built-in `manual` provider cannot, so those are never offered.
 */

export interface CartShippingContext {
  region_id: string;
  profile_ids: ReadonlySet<string>;
  /** The cart's subtotal, net of tax and before discounts. */
  subtotal: number;
}

/** The price an option costs the cart, or null when nothing can price it. */
export function optionPrice(option: ShippingOptionRow): number | null {
  return option.price_type === 'flat_rate' ? option.amount : null;
}

export function meetsRequirements(requirements: RequirementRow[], subtotal: number): boolean {
  return requirements.every((r) =>
    r.type === 'min_subtotal' ? subtotal >= r.amount : subtotal <= r.amount,
  );
}

export interface EligibleOption {
  option: ShippingOptionRow;
  requirements: RequirementRow[];
  price: number;
}

export async function eligibleOptions(
  db: Executor,
  context: CartShippingContext,
): Promise<EligibleOption[]> {
  return eligibleAmong(await shippingCandidates(db, context), context.subtotal);
}

/** What eligibleOptions reads: options of the region and profiles, and their requirements. */
export interface ShippingCandidates {
  options: ShippingOptionRow[];
  requirements: RequirementRow[];
}

/**
 * The reads of eligibleOptions, which do not depend on the subtotal: a cart's refresh asks
 * them together with its tax rates (issue 29).
 */
export async function shippingCandidates(
  db: Executor,
  context: Omit<CartShippingContext, 'subtotal'>,
): Promise<ShippingCandidates> {
  if (context.profile_ids.size === 0) return { options: [], requirements: [] };
  const options = (await storeOptionsOfRegion(db, context.region_id)).filter((option) =>
    context.profile_ids.has(option.profile_id),
  );
  const requirements = await requirementsOf(
    db,
    options.map((option) => option.id),
  );
  return { options, requirements };
}

/** The candidates whose requirements `subtotal` meets and that have a price. */
export function eligibleAmong(
  { options, requirements }: ShippingCandidates,
  subtotal: number,
): EligibleOption[] {
  const eligible: EligibleOption[] = [];
  for (const option of options) {
    const own = requirements.filter((r) => r.shipping_option_id === option.id);
    const price = optionPrice(option);
    if (price !== null && meetsRequirements(own, subtotal)) {
      eligible.push({ option, requirements: own, price });
    }
  }
  return eligible;
}

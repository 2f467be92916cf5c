import type { Executor } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import { findCurrency } from '../currencies/repository.ts';
import { findRegion } from '../regions/repository.ts';
import type { PricingContext } from './pricing.ts';

/**
 * The pricing context of a store read: `region_id` (its currency, tax rate and
 * includes_tax) or else `currency_code`. `cart_id` belongs to the carts slice and is
 * ignored until then. Unknown ids are 404s, as for any named resource.
 */
export async function pricingContext(
  db: Executor,
  query: { region_id?: string; currency_code?: string },
): Promise<PricingContext | undefined> {
  if (query.region_id) {
    const region = await findRegion(db, query.region_id);
    if (!region) throw errors.notFound('Region', query.region_id);
    return {
      region_id: region.id,
      currency_code: region.currency_code,
      includes_tax: region.includes_tax,
      tax_rate: region.tax_rate,
      tax_code: region.tax_code,
    };
  }
  if (query.currency_code) {
    const currency = await findCurrency(db, query.currency_code);
    if (!currency) throw errors.notFound('Currency', query.currency_code);
    return {
      currency_code: currency.code,
      includes_tax: currency.includes_tax,
      tax_rate: null,
      tax_code: null,
    };
  }
  return undefined;
}

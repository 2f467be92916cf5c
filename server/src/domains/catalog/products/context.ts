import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { port } from '../../port.ts';
import { findCurrency, findRegion } from '../../settings/index.ts';
import type { LoadOptions } from './load.ts';
import type { PricingContext } from './pricing.ts';

/** A cart's region and customer, which price a read that names the cart (carts domain). */
export const cartOfRead =
  port<
    (
      db: Db,
      cartId: string,
    ) => Promise<{ region_id: string; customer_id: string | null } | undefined>
  >('cartOfRead');

/**
 * The pricing context of a read: `region_id` (its currency, tax rate and includes_tax) or
 * else `currency_code`. Unknown ids are 404s, as for any named resource.
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

export interface PriceQuery {
  region_id?: string;
  currency_code?: string;
  cart_id?: string;
  /** Admin variant lists: price for this customer's groups. */
  customer_id?: string;
}

/**
 * Who and where a read prices for. A cart (`cart_id`) decides both: its region, and its
 * customer (else the signed-in one), as when the cart's lines are priced. Otherwise the
 * region or currency of the query, for the signed-in customer (`customerId`) or the
 * customer the query names.
 */
export async function priceOptions(
  db: Db,
  query: PriceQuery,
  customerId: string | null,
): Promise<Pick<LoadOptions, 'pricing' | 'customerId'>> {
  if (query.cart_id) {
    const row = await cartOfRead.get()(db, query.cart_id);
    if (!row) throw errors.notFound('Cart', query.cart_id);
    return {
      pricing: await pricingContext(db, { region_id: row.region_id }),
      customerId: row.customer_id ?? customerId,
    };
  }
  return {
    pricing: await pricingContext(db, query),
    customerId: query.customer_id ?? customerId,
  };
}

/** The signed-in customer of a store request, whose groups may open price lists. */
export function signedInCustomer(request: FastifyRequest): string | null {
  return request.principal?.actor === 'customer' ? request.principal.id : null;
}

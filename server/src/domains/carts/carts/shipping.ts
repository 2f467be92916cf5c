import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findShippingOption } from '../shipping-options/repository.ts';
import { loadShippingOptions } from '../shipping-options/service.ts';
import type { ShippingOption } from '../shipping-options/wire.ts';
import { shippingRates, totalRate, withTax } from '../tax-rates/rates.ts';
import { deleteMethods, insertMethod } from './lines-repository.ts';
import { changeCart } from './mutate.ts';
import { type RefreshReads, refreshReads } from './refresh-reads.ts';
import { type EligibleOption, eligibleAmong } from './shipping-eligibility.ts';
import { type CartAudience, requireCartFor } from './shopper-carts.ts';
import { itemTotals } from './totals.ts';
import type { Cart } from './wire.ts';

/**
 * The options the cart may use (shipping-eligibility.ts), from the refresh's reads of it:
 * its region's candidates of its items' profiles, the requirements met by its subtotal.
 */
function eligibleOfCart(reads: RefreshReads): EligibleOption[] {
  const { items, itemTaxLines: taxLines } = reads.contents;
  const subtotal = items.reduce(
    (sum, item) =>
      sum +
      itemTotals({
        unit_price: item.unit_price,
        quantity: item.quantity,
        includes_tax: item.includes_tax,
        adjustments: [],
        tax_rates: taxLines.filter((t) => t.item_id === item.id).map((t) => t.rate),
      }).subtotal,
    0,
  );
  return eligibleAmong(reads.candidates, subtotal);
}

/**
 * StoreListCartShippingOptions: the options the cart can use (shipping-eligibility.ts),
 * each with the amount it costs the cart and that amount with tax.
 */
export async function cartShippingOptions(db: Executor, cartId: string): Promise<ShippingOption[]> {
  const cart = await requireCartFor(db, cartId, 'shopper');
  // The cart's rows, region, products, candidate options with their requirements and tax
  // overrides in one statement (refresh-reads.ts, issue 29).
  const reads = await refreshReads(db, cart);
  const { region } = reads;
  const eligible = eligibleOfCart(reads);
  if (!region || eligible.length === 0) return [];
  const overrides = reads.overrides;
  // The options' requirements came with them.
  const options = await loadShippingOptions(
    db,
    eligible.map((e) => e.option),
    undefined,
    eligible.flatMap((e) => e.requirements),
  );
  return options.map((option, i) => {
    const price = eligible[i]?.price ?? 0;
    const rate = totalRate(shippingRates(overrides, region, option.id));
    return {
      ...option,
      amount: price,
      price_incl_tax: withTax(price, rate, option.includes_tax ?? false),
    };
  });
}

/**
 * StoreCreateCartShippingMethod: ships the cart's items of the option's profile with it,
 * replacing the method of that profile. The option must be one the cart can use. Staff ship
 * a draft order's cart through it too (`audience` 'staff').
 */
export async function addShippingMethod(
  db: Executor,
  cartId: string,
  input: { option_id: string; data?: Record<string, unknown> | undefined },
  audience: CartAudience = 'shopper',
): Promise<Cart> {
  return changeCart(
    db,
    cartId,
    async (tx, cart) => {
      // What the refresh reads, asked with the option; the refresh then starts from it
      // with the method below (refresh-reads.ts, issue 29).
      const [option, reads] = await Promise.all([
        findShippingOption(tx, input.option_id),
        refreshReads(tx, cart),
      ]);
      if (!option) throw unknownReference('Shipping option', input.option_id);
      const { contents } = reads;
      const fit = eligibleOfCart(reads).find((e) => e.option.id === option.id);
      if (!fit) {
        throw errors.notAllowed(
          `Shipping option ${option.id} is not available for the cart`,
          'shipping_option_unavailable',
        );
      }
      const methods = contents.methods;
      const sameProfile: string[] = [];
      for (const method of methods) {
        const current = await findShippingOption(tx, method.shipping_option_id);
        if (!current || current.profile_id === option.profile_id) sameProfile.push(method.id);
      }
      await deleteMethods(tx, sameProfile);
      const inserted = await insertMethod(tx, {
        id: newId('sm'),
        shipping_option_id: option.id,
        cart_id: cart.id,
        price: fit.price,
        data: input.data ?? {},
        includes_tax: option.includes_tax,
      });
      // The refresh starts from the rows read above, with this change applied.
      // An eligible option is a candidate, so its tax overrides came with the reads.
      return {
        contents: {
          ...contents,
          methods: [...methods.filter((m) => !sameProfile.includes(m.id)), inserted],
        },
        reads,
      };
    },
    audience,
  );
}

import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { productsOfItems } from '../../catalog/index.ts';
import { findRegion } from '../../settings/index.ts';
import { findShippingOption } from '../shipping-options/repository.ts';
import { loadShippingOptions } from '../shipping-options/service.ts';
import type { ShippingOption } from '../shipping-options/wire.ts';
import { shippingRates, totalRate, withTax } from '../tax-rates/rates.ts';
import { taxRatesFor } from '../tax-rates/repository.ts';
import { type CartContents, cartContents } from './contents.ts';
import { deleteMethods, insertMethod } from './lines-repository.ts';
import { changeCart } from './mutate.ts';
import { type CartShippingContext, eligibleOptions } from './shipping-eligibility.ts';
import { type CartAudience, requireCartFor } from './shopper-carts.ts';
import type { CartRow } from './tables.ts';
import { itemTotals } from './totals.ts';
import type { Cart } from './wire.ts';

/** The cart as shipping eligibility sees it: region, its items' profiles, its subtotal. */
async function shippingContext(
  db: Executor,
  cart: CartRow,
  contents?: CartContents,
): Promise<CartShippingContext> {
  // The cart's lines and their tax lines in one statement (contents.ts), unless given.
  const { items, itemTaxLines: taxLines } = contents ?? (await cartContents(db, cart.id));
  const products = await productsOfItems(
    db,
    items.map((item) => item.product_id),
  );
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
  const profiles = new Set<string>();
  for (const item of items) {
    const profile = item.product_id ? products.get(item.product_id)?.profile_id : null;
    if (profile) profiles.add(profile);
  }
  return { region_id: cart.region_id, profile_ids: profiles, subtotal };
}

/**
 * StoreListCartShippingOptions: the options the cart can use (shipping-eligibility.ts),
 * each with the amount it costs the cart and that amount with tax.
 */
export async function cartShippingOptions(db: Executor, cartId: string): Promise<ShippingOption[]> {
  const cart = await requireCartFor(db, cartId, 'shopper');
  const [eligible, region] = await Promise.all([
    shippingContext(db, cart).then((context) => eligibleOptions(db, context)),
    findRegion(db, cart.region_id),
  ]);
  if (!region || eligible.length === 0) return [];
  // The options' requirements came with them (eligibleOptions).
  const [overrides, options] = await Promise.all([
    taxRatesFor(db, {
      regionId: region.id,
      shippingOptionIds: eligible.map((e) => e.option.id),
    }),
    loadShippingOptions(
      db,
      eligible.map((e) => e.option),
      undefined,
      eligible.flatMap((e) => e.requirements),
    ),
  ]);
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
      // The cart's lines, their tax lines and its methods in one statement (contents.ts),
      // asked with the option.
      const [option, contents] = await Promise.all([
        findShippingOption(tx, input.option_id),
        cartContents(tx, cart.id),
      ]);
      if (!option) throw unknownReference('Shipping option', input.option_id);
      const fit = (await eligibleOptions(tx, await shippingContext(tx, cart, contents))).find(
        (e) => e.option.id === option.id,
      );
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
      return {
        contents: {
          ...contents,
          methods: [...methods.filter((m) => !sameProfile.includes(m.id)), inserted],
        },
      };
    },
    audience,
  );
}

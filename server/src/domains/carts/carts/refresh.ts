import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type ItemProduct, productsOfItems } from '../../catalog/index.ts';
import type { CheckoutDiscount, GiftCardRow } from '../../promotions/index.ts';
import { discountRefusal, isFreeShipping, itemDiscounts } from '../../promotions/index.ts';
import { type RegionRow, regionsById } from '../../settings/index.ts';
import { findShippingOptions } from '../shipping-options/repository.ts';
import { productRates, regionDefault, shippingRates } from '../tax-rates/rates.ts';
import { taxRatesFor } from '../tax-rates/repository.ts';
import { type CartContents, cartContents } from './contents.ts';
import type { StoredLineRows } from './lines.ts';
import {
  deleteMethods,
  methodsOfCart,
  replaceAdjustments,
  replaceItemTaxLines,
  replaceMethodTaxLines,
  updateMethodPrice,
} from './lines-repository.ts';
import { repriceLines } from './pricing.ts';
import { discountsOfIds, evaluationContext, usableGiftCardsOfIds } from './reductions.ts';
import {
  setCartDiscounts,
  setCartGiftCards,
  setItemHasShipping,
  updateCart,
} from './repository.ts';
import { rowsUnchanged } from './rows-unchanged.ts';
import { updateSession } from './sessions-repository.ts';
import { eligibleAmong, shippingCandidates } from './shipping-eligibility.ts';
import type { CartRow, LineItemRow, PaymentSessionRow, ShippingMethodRow } from './tables.ts';
import { computeTotals, itemTotals } from './totals.ts';

/*
 * Recomputes what a cart's contents decide, after any change to it (issue 5: totals are
 * recomputed on every change). In the caller's transaction, with the cart row locked:
 *
 * 0. every line of a shopper's cart is priced again (carts/pricing.ts): price lists depend
 *    on the customer, the quantity and the date;
 * 1. discounts no longer usable (region, dates, usage, customer groups) and gift cards no
 *    longer redeemable here are dropped;
 * 2. the discount adjustments of every line are rewritten;
 * 3. tax lines: the region's rate, or the tax rates linked to the product, its type or the
 *    shipping option (tax-rates/rates.ts);
 * 4. shipping methods whose option no longer fits the cart are removed, the others priced
 *    (0 under a free-shipping discount), and each line's `has_shipping` set;
 * 5. open payment sessions follow the new total.
 *
 * Reads (GET) never recompute: they show what the last change stored.
 *
 * It answers what it read and wrote, as they now are in the table, so that the answer of
 * the change (loadCart) does not read the same rows again (issue 29: a change used to read
 * the cart, its lines, methods, sessions and reductions twice).
 */

/** A cart as refreshCart left it: the rows loadCart would otherwise read again. */
export interface RefreshedCart {
  row: CartRow;
  region: RegionRow;
  items: LineItemRow[];
  methods: ShippingMethodRow[];
  sessions: PaymentSessionRow[];
  discountIds: string[];
  giftCardIds: string[];
  /** The gift cards that may pay for the cart, by id (as usableGiftCardsOfCart). */
  giftCards: GiftCardRow[];
  /** The adjustments and tax lines the refresh found already right (see loadLines). */
  lineRows: StoredLineRows;
}

/** The cart's discount and gift card links. */
export interface CartLinks {
  discountIds: string[];
  giftCardIds: string[];
}

export interface RefreshOptions {
  /** The cart's own rows, when the caller has just read them under the lock. */
  contents?: CartContents;
  /**
   * false: the cart's row is not touched (its `updated_at`) here, as the caller writes it
   * anyway (completion: the order's `completed_at`, or a touch on its other endings), and
   * `row` is `cart` as given.
   */
  touch?: boolean;
}

export async function refreshCart(
  tx: Executor,
  cart: CartRow,
  { contents, touch = true }: RefreshOptions = {},
): Promise<RefreshedCart> {
  // Reads that do not wait for each other are asked together: on PostgreSQL they leave in
  // one write and PostgreSQL answers them in turn (db/database.ts, issue 29).
  // The cart's own rows in one statement; the steps below write only what changed.
  const [[region], stored] = await Promise.all([
    regionsById(tx, [cart.region_id]),
    contents ?? cartContents(tx, cart.id),
  ]);
  if (!region) throw new Error(`Cart ${cart.id} has no region ${cart.region_id}`);
  // 0. Prices: for the cart's customer, each line's quantity and now (price lists). Repricing
  // keeps every line and its product.
  const [items, products] = await Promise.all([
    repriceLines(tx, cart, region, stored.items),
    productsOfItems(
      tx,
      stored.items.map((item) => item.product_id),
    ),
  ]);
  const productOf = (item: LineItemRow): ItemProduct | undefined =>
    item.product_id ? products.get(item.product_id) : undefined;

  const { discounts, discountIds } = await keepUsableDiscounts(tx, cart, stored.discountIds);
  const { giftCards, giftCardIds } = await keepUsableGiftCards(tx, cart, stored.giftCardIds);

  // 2. Adjustments.
  const evaluated = items.map((item) => {
    const product = productOf(item);
    return {
      id: item.id,
      product_id: item.product_id,
      product_type_id: product?.type_id ?? null,
      collection_id: product?.collection_id ?? null,
      tag_ids: product?.tag_ids ?? [],
      unit_price: item.unit_price,
      quantity: item.quantity,
      discountable: item.allow_discounts && !item.is_giftcard && (product?.discountable ?? true),
    };
  });
  const adjustments = discounts
    .filter((discount) => !isFreeShipping(discount.rule))
    .flatMap((discount) =>
      [...itemDiscounts(discount.rule, evaluated)]
        .filter(([, amount]) => amount > 0)
        .map(([itemId, amount]) => ({
          id: newId('lia'),
          item_id: itemId,
          description: 'discount',
          discount_id: discount.id,
          amount,
        })),
    );
  const itemIds = items.map((item) => item.id);
  const storedAdjustments = stored.adjustments;
  const storedItemTaxLines = stored.itemTaxLines;
  const adjustmentsKept = rowsUnchanged(
    storedAdjustments,
    adjustments,
    adjustmentKey,
    adjustmentKey,
  );
  if (!adjustmentsKept) await replaceAdjustments(tx, itemIds, adjustments);

  // 3. Tax lines; the shipping options the cart's profiles may use are read with the rates.
  let methods = stored.methods;
  const profileIds = new Set(
    items.flatMap((item) => {
      const profile = productOf(item)?.profile_id;
      return profile ? [profile] : [];
    }),
  );
  // Methods the staff set on a swap keep their option (maybe admin-only) and their price.
  const staffSet = (m: ShippingMethodRow) => m.swap_id !== null;
  const [overrides, candidates, staffOptions] = await Promise.all([
    taxRatesFor(tx, {
      regionId: region.id,
      productIds: [...products.keys()],
      productTypeIds: [...products.values()].flatMap((p) => (p.type_id ? [p.type_id] : [])),
      shippingOptionIds: methods.map((method) => method.shipping_option_id),
    }),
    shippingCandidates(tx, { region_id: region.id, profile_ids: profileIds }),
    findShippingOptions(
      tx,
      methods.filter(staffSet).map((m) => m.shipping_option_id),
    ),
  ]);
  const taxed = items.map((item) => {
    const product = productOf(item);
    // A gift card bought in a region that does not tax gift cards carries no tax.
    if (item.is_giftcard && !region.gift_cards_taxable) return { item, lines: [] };
    const lines = item.product_id
      ? productRates(overrides, region, item.product_id, product?.type_id ?? null)
      : [regionDefault(region)];
    return { item, lines };
  });
  const itemTaxLines = taxed.flatMap(({ item, lines }) =>
    lines.map((line) => ({
      id: newId('litl'),
      item_id: item.id,
      rate: line.rate ?? 0,
      name: line.name,
      code: line.code,
    })),
  );
  const itemTaxLinesKept = rowsUnchanged(
    storedItemTaxLines,
    itemTaxLines,
    (row) => taxLineKey(row.item_id, row),
    (row) => taxLineKey(row.item_id, row),
  );
  if (!itemTaxLinesKept) await replaceItemTaxLines(tx, itemIds, itemTaxLines);

  // 4. Shipping methods. A swap cart's credit for returned units does not count towards
  // an option's subtotal requirements.
  const subtotal = taxed.reduce(
    (sum, { item, lines }) =>
      item.is_return
        ? sum
        : sum +
          itemTotals({
            unit_price: item.unit_price,
            quantity: item.quantity,
            includes_tax: item.includes_tax,
            adjustments: [],
            tax_rates: lines.map((line) => line.rate ?? 0),
          }).subtotal,
    0,
  );
  const eligible = eligibleAmong(candidates, subtotal);
  const fits = new Map(eligible.map((entry) => [entry.option.id, entry]));
  await deleteMethods(
    tx,
    methods.filter((m) => !staffSet(m) && !fits.has(m.shipping_option_id)).map((m) => m.id),
  );
  methods = methods.filter((m) => staffSet(m) || fits.has(m.shipping_option_id));
  const freeShipping = discounts.some((discount) => isFreeShipping(discount.rule));
  let methodsRepriced = false;
  for (const method of methods) {
    if (staffSet(method)) continue;
    const price = freeShipping ? 0 : (fits.get(method.shipping_option_id)?.price ?? method.price);
    if (price !== method.price) {
      await updateMethodPrice(tx, method.id, price);
      method.price = price;
      methodsRepriced = true;
    }
  }
  const methodTaxRates = methods.map((method) =>
    shippingRates(overrides, region, method.shipping_option_id),
  );
  const methodIds = methods.map((m) => m.id);
  const methodTaxLines = methods.flatMap((method, i) =>
    (methodTaxRates[i] ?? []).map((line) => ({
      id: newId('smtl'),
      shipping_method_id: method.id,
      rate: line.rate ?? 0,
      name: line.name,
      code: line.code,
    })),
  );
  // Those of the methods kept (a removed method's tax lines go with it).
  const keptMethods = new Set(methodIds);
  const storedMethodTaxLines = stored.methodTaxLines.filter((line) =>
    keptMethods.has(line.shipping_method_id),
  );
  const methodTaxLinesKept = rowsUnchanged(
    storedMethodTaxLines,
    methodTaxLines,
    (row) => taxLineKey(row.shipping_method_id, row),
    (row) => taxLineKey(row.shipping_method_id, row),
  );
  if (!methodTaxLinesKept) await replaceMethodTaxLines(tx, methodIds, methodTaxLines);
  // The options of the methods, as eligibleOptions read them, for the answer (loadLines);
  // a staff-set method's option is not among them, and loadLines reads it.
  const chosen = [...new Set(methods.map((m) => m.shipping_option_id))].map((id) => fits.get(id));
  const chosenOptions = chosen.every((entry) => entry !== undefined)
    ? {
        rows: chosen.map((entry) => entry.option),
        requirements: chosen.flatMap((entry) => entry.requirements),
      }
    : undefined;
  const shippedProfiles = new Set([
    ...methods.flatMap((m) => {
      const profile = fits.get(m.shipping_option_id)?.option.profile_id;
      return profile ? [profile] : [];
    }),
    ...staffOptions.map((option) => option.profile_id),
  ]);
  const shippedItems: LineItemRow[] = [];
  for (const item of items) {
    const profile = productOf(item)?.profile_id;
    const hasShipping = profile ? shippedProfiles.has(profile) : false;
    shippedItems.push(
      item.has_shipping === hasShipping
        ? item
        : ((await setItemHasShipping(tx, item.id, hasShipping)) ?? item),
    );
  }

  // 5. Payment sessions follow the total.
  const { totals } = computeTotals(
    taxed.map(({ item, lines }) => ({
      unit_price: item.unit_price,
      quantity: item.quantity,
      includes_tax: item.includes_tax,
      adjustments: adjustments.filter((a) => a.item_id === item.id).map((a) => a.amount),
      tax_rates: lines.map((line) => line.rate ?? 0),
    })),
    methods.map((method, i) => ({
      price: method.price,
      includes_tax: method.includes_tax,
      tax_rates: (methodTaxRates[i] ?? []).map((line) => line.rate ?? 0),
    })),
    giftCards.reduce((sum, card) => sum + card.balance, 0),
  );
  const sessions: PaymentSessionRow[] = [];
  for (const session of stored.sessions) {
    sessions.push(
      session.status !== 'authorized' && session.amount !== totals.total
        ? ((await updateSession(tx, session.id, { amount: totals.total })) ?? session)
        : session,
    );
  }
  const row = touch ? await updateCart(tx, cart.id, {}) : cart;
  return {
    row,
    region,
    items: shippedItems,
    methods: methodsRepriced ? await methodsOfCart(tx, cart.id) : methods,
    sessions,
    discountIds,
    giftCardIds,
    giftCards,
    // Rows rewritten above are read by loadLines, with their new ids and dates.
    lineRows: {
      ...(adjustmentsKept ? { adjustments: storedAdjustments } : {}),
      ...(itemTaxLinesKept ? { itemTaxLines: storedItemTaxLines } : {}),
      ...(methodTaxLinesKept ? { methodTaxLines: storedMethodTaxLines } : {}),
      ...(chosenOptions ? { shippingOptions: chosenOptions } : {}),
    },
  };
}

function adjustmentKey(row: {
  item_id: string;
  description: string;
  discount_id: string | null | undefined;
  amount: number;
}): string {
  return JSON.stringify([row.item_id, row.description, row.discount_id ?? null, row.amount]);
}

function taxLineKey(
  ownerId: string,
  row: { rate: number; name: string; code: string | null | undefined },
): string {
  return JSON.stringify([ownerId, row.rate, row.name, row.code ?? null]);
}

/** Whether two lists of ids are the same, in the same order. */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * The cart's discounts that it may still use; the others are taken off the cart. The links
 * are rewritten only when one goes (most changes keep them all).
 */
async function keepUsableDiscounts(
  tx: Executor,
  cart: CartRow,
  ids: string[],
): Promise<{ discounts: CheckoutDiscount[]; discountIds: string[] }> {
  if (ids.length === 0) return { discounts: [], discountIds: [] };
  const discounts = await discountsOfIds(tx, ids);
  const context = await evaluationContext(tx, cart);
  const usable = discounts.filter((discount) => discountRefusal(discount, context) === null);
  const usableIds = usable.map((discount) => discount.id);
  if (sameIds(ids, usableIds)) return { discounts: usable, discountIds: ids };
  await setCartDiscounts(tx, cart.id, usableIds);
  return { discounts: usable, discountIds: usableIds };
}

/** The cart's gift cards that can still pay for it; the others are taken off the cart. */
async function keepUsableGiftCards(
  tx: Executor,
  cart: CartRow,
  ids: string[],
): Promise<{ giftCards: GiftCardRow[]; giftCardIds: string[] }> {
  if (ids.length === 0) return { giftCards: [], giftCardIds: [] };
  const giftCards = await usableGiftCardsOfIds(tx, cart, ids);
  const usableIds = giftCards.map((card) => card.id);
  if (sameIds(ids, usableIds)) return { giftCards, giftCardIds: ids };
  await setCartGiftCards(tx, cart.id, usableIds);
  return { giftCards, giftCardIds: usableIds };
}

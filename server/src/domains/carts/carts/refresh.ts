import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { ItemProduct } from '../../catalog/index.ts';
import type { CheckoutDiscount, GiftCardRow } from '../../promotions/index.ts';
import { discountRefusal, isFreeShipping, itemDiscounts } from '../../promotions/index.ts';
import type { RegionRow } from '../../settings/index.ts';
import { findShippingOptions } from '../shipping-options/repository.ts';
import { productRates, regionDefault, shippingRates } from '../tax-rates/rates.ts';
import type { CartContents } from './contents.ts';
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
import { type RefreshReads, refreshReads } from './refresh-reads.ts';
import {
  setCartDiscounts,
  setCartGiftCards,
  setItemHasShipping,
  updateCart,
} from './repository.ts';
import { changedOwners } from './rows-unchanged.ts';
import { updateSession } from './sessions-repository.ts';
import { eligibleAmong } from './shipping-eligibility.ts';
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
   * What refreshReads answered in this transaction, when the caller read it for its own
   * check and changed nothing it holds since but `contents` (a new shipping method).
   */
  reads?: RefreshReads;
  /**
   * false: the cart's row is not touched (its `updated_at`) here, as the caller writes it
   * anyway (completion: the order's `completed_at`, or a touch on its other endings; a
   * change: `loadCart`'s touch, sent with the answer's reads), and `row` is `cart` as given.
   */
  touch?: boolean;
}

export async function refreshCart(
  tx: Executor,
  cart: CartRow,
  { contents, reads: given, touch = true }: RefreshOptions = {},
): Promise<RefreshedCart> {
  // Everything the refresh reads before it decides, in ONE statement (refresh-reads.ts);
  // the steps below write only what changed.
  const reads =
    given ??
    (await refreshReads(
      tx,
      cart,
      contents?.methods.map((m) => m.shipping_option_id),
    ));
  const stored = contents ?? reads.contents;
  const region = reads.region;
  if (!region) throw new Error(`Cart ${cart.id} has no region ${cart.region_id}`);
  // 0. Prices: for the cart's customer, each line's quantity and now (price lists). Repricing
  // keeps every line and its product.
  const items = await repriceLines(tx, cart, region, stored.items, reads.prices);
  const products = reads.products;
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
  const adjustmentRows = await rewriteChanged(
    itemIds,
    stored.adjustments,
    adjustments,
    { stored: (row) => row.item_id, wanted: (row) => row.item_id },
    { stored: adjustmentKey, wanted: adjustmentKey },
    (owners, rows) => replaceAdjustments(tx, owners, rows),
  );

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
  const { overrides } = reads;
  // The candidates read are those of the lines' profiles, as shippingCandidates reads them.
  const candidates = profileIds.size > 0 ? reads.candidates : { options: [], requirements: [] };
  const staffOptions = await findShippingOptions(
    tx,
    methods.filter(staffSet).map((m) => m.shipping_option_id),
  );
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
  const itemTaxLineRows = await rewriteChanged(
    itemIds,
    stored.itemTaxLines,
    itemTaxLines,
    { stored: (row) => row.item_id, wanted: (row) => row.item_id },
    {
      stored: (row) => taxLineKey(row.item_id, row),
      wanted: (row) => taxLineKey(row.item_id, row),
    },
    (owners, rows) => replaceItemTaxLines(tx, owners, rows),
  );

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
  // Sent with the lines' `has_shipping` below, which do not wait for it (issue 29, tenth
  // pass); awaited together with them, before anything else is sent.
  const methodTaxLinesWritten = rewriteChanged(
    methodIds,
    storedMethodTaxLines,
    methodTaxLines,
    { stored: (row) => row.shipping_method_id, wanted: (row) => row.shipping_method_id },
    {
      stored: (row) => taxLineKey(row.shipping_method_id, row),
      wanted: (row) => taxLineKey(row.shipping_method_id, row),
    },
    (owners, rows) => replaceMethodTaxLines(tx, owners, rows),
  );
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
  const [methodTaxLineRows, shippedItems] = await Promise.all([
    methodTaxLinesWritten,
    Promise.all(
      items.map(async (item) => {
        const profile = productOf(item)?.profile_id;
        const hasShipping = profile ? shippedProfiles.has(profile) : false;
        return item.has_shipping === hasShipping
          ? item
          : ((await setItemHasShipping(tx, item.id, hasShipping)) ?? item);
      }),
    ),
  ]);

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
    // As stored now: those kept and those rewritten (their inserts' RETURNING).
    lineRows: {
      adjustments: adjustmentRows,
      itemTaxLines: itemTaxLineRows,
      methodTaxLines: methodTaxLineRows,
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

/**
 * Rewrites the rows (adjustments, tax lines) of the owners among `owners` whose rows
 * changed (rows-unchanged.ts `changedOwners`): a delete only where such an owner has rows
 * stored, an insert of its wanted ones. Answers every owner's rows as now stored, in id
 * order, as a read of them would (lines.ts).
 */
async function rewriteChanged<Stored extends { id: string; metadata: unknown }, Wanted>(
  owners: string[],
  stored: Stored[],
  wanted: Wanted[],
  ownerOf: { stored: (row: Stored) => string; wanted: (row: Wanted) => string },
  key: { stored: (row: Stored) => string; wanted: (row: Wanted) => string },
  replace: (ownerIds: string[], rows: Wanted[]) => Promise<Stored[]>,
): Promise<Stored[]> {
  const changed = changedOwners(owners, stored, wanted, ownerOf, key);
  if (changed.size === 0) return stored;
  const withRows = new Set(stored.map(ownerOf.stored));
  const inserted = await replace(
    [...changed].filter((owner) => withRows.has(owner)),
    wanted.filter((row) => changed.has(ownerOf.wanted(row))),
  );
  return [...stored.filter((row) => !changed.has(ownerOf.stored(row))), ...inserted].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
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

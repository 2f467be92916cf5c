import { newId } from '../../../db/ids.ts';
import { readsTogether } from '../../../db/reads-together.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { productsSoldInChannel } from '../../catalog/index.ts';
import { findCustomer } from '../../people/index.ts';
import { findDiscountsById } from '../../promotions/index.ts';
import {
  type AddressInput,
  type CartAddressReads,
  cartAddressReads,
  regionCountries,
  setCartAddress,
} from './addresses.ts';
import { guestCustomerFor } from './guest-customer.ts';
import { addLine, type NewLine } from './line-items.ts';
import { loadCart } from './load.ts';
import { changeCart } from './mutate.ts';
import { discountsForCodes, evaluationContext, giftCardsForCodes } from './reductions.ts';
import { refreshCart } from './refresh.ts';
import { firstRegion, moveToRegion, requireRegionOfBody } from './region.ts';
import {
  deleteItems,
  discountIdsOfCart,
  insertCart,
  itemsOfCart,
  setCartDiscounts,
  setCartGiftCards,
  updateCart,
} from './repository.ts';
import { cartSalesChannel } from './sales-channel.ts';
import { requireCartFor } from './shopper-carts.ts';
import type { CartRow } from './tables.ts';
import type { Cart } from './wire.ts';

/** Who asks, as the cart operations need it. */
export interface Requester {
  /** The signed-in customer, if any (only operations that accept customer credentials). */
  customerId: string | null;
  publishableKey: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface CreateCartInput {
  region_id?: string;
  sales_channel_id?: string;
  country_code?: string;
  items?: NewLine[];
  context?: Record<string, unknown>;
}

export async function createCart(
  db: Executor,
  input: CreateCartInput,
  requester: Requester,
): Promise<Cart> {
  return withTransaction(db, async (tx) => {
    // Sent together (issue 29, tenth pass), refused in this order: the region, the channel.
    const [region, channel, customer] = await readsTogether([
      input.region_id ? requireRegionOfBody(tx, input.region_id) : firstRegion(tx),
      cartSalesChannel(tx, input.sales_channel_id, requester.publishableKey),
      requester.customerId ? findCustomer(tx, requester.customerId) : undefined,
    ]);
    // The region's countries go out with the insert, which they do not wait for.
    const [cart, countries] = await Promise.all([
      insertCart(tx, {
        id: newId('cart'),
        region_id: region.id,
        sales_channel_id: channel,
        customer_id: customer?.id ?? null,
        email: customer?.email ?? null,
        context: {
          ...input.context,
          ...(requester.ip ? { ip: requester.ip } : {}),
          ...(requester.userAgent ? { user_agent: requester.userAgent } : {}),
        },
      }),
      regionCountries(tx, region.id),
    ]);
    // A region of one country decides the shipping country (as in Medusa).
    const country = input.country_code ?? (countries.length === 1 ? countries[0] : undefined);
    if (country) {
      // A new cart has no address yet.
      const reads = { current: undefined, countries };
      await setCartAddress(tx, cart, 'shipping', { country_code: country }, null, reads);
    }
    for (const line of input.items ?? []) await addLine(tx, cart, line);
    // setCartAddress keeps `cart` as it writes it (see changeCart).
    const refreshed = await refreshCart(tx, cart, { touch: false });
    return loadCart(tx, refreshed.row, refreshed, { touch: true, last: true });
  });
}

/**
 * StoreGetCart: a signed-in customer takes over a cart that has no customer yet (the
 * contract's rule); otherwise a plain read.
 */
export async function getCartFor(
  db: Executor,
  id: string,
  customerId: string | null,
): Promise<Cart> {
  const cart = await requireCartFor(db, id, 'shopper');
  if (customerId && !cart.customer_id && !cart.completed_at) {
    return changeCart(db, id, (tx, locked) => giveToCustomer(tx, locked, customerId));
  }
  return loadCart(db, cart);
}

async function giveToCustomer(tx: Executor, cart: CartRow, customerId: string): Promise<void> {
  const customer = await findCustomer(tx, customerId);
  if (!customer) throw errors.unauthorized();
  cart.customer_id = customer.id;
  cart.email = customer.email;
  await updateCart(tx, cart.id, { customer_id: customer.id, email: customer.email });
}

export interface UpdateCartInput {
  region_id?: string;
  country_code?: string;
  email?: string;
  sales_channel_id?: string;
  billing_address?: AddressInput;
  shipping_address?: AddressInput;
  gift_cards?: { code: string }[];
  discounts?: { code: string }[];
  customer_id?: string;
  context?: Record<string, unknown>;
}

export async function updateCartDetails(
  db: Executor,
  id: string,
  input: UpdateCartInput,
  requester: Requester,
): Promise<Cart> {
  return changeCart(db, id, async (tx, cart) => {
    if (input.region_id)
      await moveToRegion(tx, cart, await requireRegionOfBody(tx, input.region_id));
    if (input.sales_channel_id && input.sales_channel_id !== cart.sales_channel_id) {
      await moveToSalesChannel(tx, cart, input.sales_channel_id, requester.publishableKey);
    }
    if (input.customer_id !== undefined) {
      if (input.customer_id !== requester.customerId) {
        throw errors.notAllowed(
          'customer_id must be the id of the signed-in customer',
          'customer_not_signed_in',
        );
      }
      await giveToCustomer(tx, cart, input.customer_id);
    }
    // A checkout's email and address come together (issue 29, tenth pass): the email's
    // customer is looked up with the shipping address's reads, then the email is written
    // with the address. Neither changes what the other reads or writes; the shipping
    // address is read ahead only without `country_code`, which may give the cart another.
    const [emailCustomer, shippingReads] = await readsTogether([
      input.email !== undefined
        ? customerOfEmail(tx, input.email, requester.customerId)
        : undefined,
      input.shipping_address !== undefined && input.country_code === undefined
        ? cartAddressReads(tx, cart, 'shipping')
        : undefined,
    ]);
    await readsTogether([
      emailCustomer ? writeEmail(tx, cart, emailCustomer) : undefined,
      setShipping(tx, cart, input, requester.customerId, shippingReads),
    ]);
    if (input.billing_address !== undefined) {
      await setCartAddress(tx, cart, 'billing', input.billing_address, requester.customerId);
    }
    if (input.discounts !== undefined) {
      const discounts = await discountsForCodes(
        tx,
        input.discounts.map((d) => d.code),
        await evaluationContext(tx, cart),
      );
      await setCartDiscounts(
        tx,
        cart.id,
        discounts.map((d) => d.id),
      );
    }
    if (input.gift_cards !== undefined) {
      const cards = await giftCardsForCodes(
        tx,
        input.gift_cards.map((g) => g.code),
        cart.region_id,
      );
      await setCartGiftCards(
        tx,
        cart.id,
        cards.map((c) => c.id),
      );
    }
    if (input.context !== undefined) {
      cart.context = { ...cart.context, ...input.context };
      await updateCart(tx, cart.id, { context: cart.context });
    }
  });
}

/** The shipping country, then the shipping address, when the update sets them. */
async function setShipping(
  tx: Executor,
  cart: CartRow,
  input: UpdateCartInput,
  customerId: string | null,
  reads: CartAddressReads | undefined,
): Promise<void> {
  if (input.country_code !== undefined) {
    await setCartAddress(tx, cart, 'shipping', { country_code: input.country_code }, null);
  }
  if (input.shipping_address !== undefined) {
    await setCartAddress(tx, cart, 'shipping', input.shipping_address, customerId, reads);
  }
}

/**
 * The customer of the email a guest gives: the signed-in customer when it is theirs, else
 * the guest customer of that email (guest-customer.ts).
 */
async function customerOfEmail(
  tx: Executor,
  email: string,
  signedIn: string | null,
): Promise<{ email: string; id: string }> {
  const lower = email.toLowerCase();
  const own = signedIn ? await findCustomer(tx, signedIn) : undefined;
  const id = own && own.email === lower ? own.id : await guestCustomerFor(tx, lower);
  return { email: lower, id };
}

/** Gives the cart to the customer of its new email (`customerOfEmail`). */
async function writeEmail(
  tx: Executor,
  cart: CartRow,
  customer: { email: string; id: string },
): Promise<void> {
  cart.email = customer.email;
  cart.customer_id = customer.id;
  await updateCart(tx, cart.id, { email: customer.email, customer_id: customer.id });
}

/** Moves the cart to another channel; lines whose product is not sold there are removed. */
async function moveToSalesChannel(
  tx: Executor,
  cart: CartRow,
  requested: string,
  publishableKey: string | undefined,
): Promise<void> {
  const channel = await cartSalesChannel(tx, requested, publishableKey);
  const items = await itemsOfCart(tx, cart.id);
  const productIds = items.flatMap((item) => (item.product_id ? [item.product_id] : []));
  const soldIds = channel
    ? await productsSoldInChannel(tx, channel, [...new Set(productIds)])
    : new Set<string>();
  await deleteItems(
    tx,
    items.filter((item) => item.product_id && !soldIds.has(item.product_id)).map((item) => item.id),
  );
  cart.sales_channel_id = channel;
  await updateCart(tx, cart.id, { sales_channel_id: channel });
}

/** StoreDeleteCartDiscount; a code the cart does not carry changes nothing (as in Medusa). */
export async function removeDiscountCode(db: Executor, id: string, code: string): Promise<Cart> {
  return changeCart(db, id, async (tx, cart) => {
    const upper = code.trim().toUpperCase();
    const applied = await findDiscountsById(tx, await discountIdsOfCart(tx, cart.id));
    await setCartDiscounts(
      tx,
      cart.id,
      applied.filter((d) => d.code !== upper).map((d) => d.id),
    );
  });
}

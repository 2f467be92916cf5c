import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import type { CartRow } from '../../carts/index.ts';
import {
  type AddressInput,
  cartSalesChannel,
  discountsForCodes,
  evaluationContext,
  guestCustomerFor,
  insertCart,
  moveToRegionKeepingCustomLines,
  regionCountries,
  requireCart,
  requireRegionOfBody,
  setCartAddress,
  setCartDiscounts,
  updateCart,
} from '../../carts/index.ts';
import { type CustomerRow, findCustomer } from '../../people/index.ts';
import {
  changeDraft,
  draftCartId,
  refreshDraftCart,
  refuseCompletedDraft,
  requireDraftOrder,
} from './draft-cart.ts';
import { addDraftLine, type DraftLineInput } from './lines.ts';
import {
  type DraftOrderFilters,
  deleteDraftOrderRow,
  insertDraftOrder,
  listDraftOrderRows,
  updateDraftOrder,
} from './repository.ts';
import { addDraftShippingMethod, type DraftShippingInput } from './shipping.ts';
import { type DraftOrder, loadDraftOrder, loadDraftOrders } from './wire.ts';

/*
 * Draft orders (issue 5, item 8): an order staff prepare on a customer's behalf. A draft
 * owns a cart of type `draft_order`, so its items, addresses, shipping, discounts and
 * totals follow the cart's rules and code; pay.ts turns it into an order.
 */

type Metadata = Record<string, unknown> | null;

export async function getDraftOrder(db: Executor, id: string): Promise<DraftOrder> {
  return loadDraftOrder(db, await requireDraftOrder(db, id));
}

export async function listDraftOrders(
  db: Executor,
  filters: DraftOrderFilters,
  page: Page,
): Promise<{ draft_orders: DraftOrder[]; count: number }> {
  const { rows, count } = await listDraftOrderRows(db, filters, page);
  return { draft_orders: await loadDraftOrders(db, rows), count };
}

async function namedCustomer(tx: Executor, id: string): Promise<CustomerRow> {
  const customer = await findCustomer(tx, id);
  if (!customer || customer.deleted_at) throw unknownReference('Customer', id);
  return customer;
}

/**
 * Who the draft is for: the customer named by id (400 when unknown), else the customer
 * without an account that has the email, created when missing, as for a guest's cart
 * (carts/guest-customer.ts): an email alone never reaches into someone's account.
 */
async function customerFor(
  tx: Executor,
  email: string,
  customerId: string | undefined,
): Promise<string> {
  if (customerId === undefined) return guestCustomerFor(tx, email);
  return (await namedCustomer(tx, customerId)).id;
}

async function applyDiscounts(tx: Executor, cart: CartRow, codes: { code: string }[]) {
  const discounts = await discountsForCodes(
    tx,
    codes.map((d) => d.code),
    await evaluationContext(tx, cart),
  );
  await setCartDiscounts(
    tx,
    cart.id,
    discounts.map((d) => d.id),
  );
}

export interface CreateDraftOrderInput {
  email: string;
  customer_id?: string | undefined;
  region_id: string;
  items?: DraftLineInput[] | undefined;
  shipping_methods: DraftShippingInput[];
  billing_address?: AddressInput | undefined;
  shipping_address?: AddressInput | undefined;
  discounts?: { code: string }[] | undefined;
  no_notification_order?: boolean | undefined;
  metadata?: Metadata | undefined;
}

export async function createDraftOrder(
  db: Executor,
  input: CreateDraftOrderInput,
): Promise<DraftOrder> {
  return withTransaction(db, async (tx) => {
    const region = await requireRegionOfBody(tx, input.region_id);
    const email = input.email.toLowerCase();
    const customerId = await customerFor(tx, email, input.customer_id);
    const row = await insertCart(tx, {
      id: newId('cart'),
      type: 'draft_order',
      region_id: region.id,
      // The store's default channel, as a cart created without a key gets.
      sales_channel_id: await cartSalesChannel(tx, undefined, undefined),
      customer_id: customerId,
      email,
      context: {},
    });
    const draft = await insertDraftOrder(tx, {
      id: newId('dorder'),
      cart_id: row.id,
      no_notification_order: input.no_notification_order ?? null,
      metadata: input.metadata ?? null,
    });
    const cart = await requireCart(tx, row.id, true);
    // A region of one country decides the shipping country, as for a cart.
    const countries = await regionCountries(tx, region.id);
    const shipping =
      input.shipping_address ?? (countries.length === 1 ? { country_code: countries[0] } : null);
    if (shipping) await setCartAddress(tx, cart, 'shipping', shipping, null);
    if (input.billing_address)
      await setCartAddress(tx, cart, 'billing', input.billing_address, null);
    for (const item of input.items ?? []) await addDraftLine(tx, cart, item);
    if (input.discounts?.length) await applyDiscounts(tx, cart, input.discounts);
    // Shipping options are eligible by the items' profiles and subtotal, so they come last.
    await refreshDraftCart(tx, cart.id);
    for (const method of input.shipping_methods) await addDraftShippingMethod(tx, cart, method);
    await refreshDraftCart(tx, cart.id);
    return loadDraftOrder(tx, await requireDraftOrder(tx, draft.id));
  });
}

export interface UpdateDraftOrderInput {
  region_id?: string | undefined;
  country_code?: string | undefined;
  email?: string | undefined;
  billing_address?: AddressInput | undefined;
  shipping_address?: AddressInput | undefined;
  discounts?: { code: string }[] | undefined;
  customer_id?: string | undefined;
  no_notification_order?: boolean | undefined;
}

/**
 * The draft's customer and email: a named customer takes the draft (with the email sent,
 * else the customer's own); an email alone keeps the current customer when it is theirs,
 * else goes to that email's guest customer.
 */
async function setCustomer(tx: Tx, cart: CartRow, input: UpdateDraftOrderInput): Promise<void> {
  if (input.customer_id === undefined && input.email === undefined) return;
  let email: string;
  let customerId: string;
  if (input.customer_id !== undefined) {
    const customer = await namedCustomer(tx, input.customer_id);
    customerId = customer.id;
    email = input.email?.toLowerCase() ?? customer.email;
  } else {
    email = (input.email as string).toLowerCase();
    const current = cart.customer_id ? await findCustomer(tx, cart.customer_id) : undefined;
    customerId = current?.email === email ? current.id : await guestCustomerFor(tx, email);
  }
  cart.customer_id = customerId;
  cart.email = email;
  await updateCart(tx, cart.id, { customer_id: customerId, email });
}

export async function updateDraftOrderDetails(
  db: Executor,
  id: string,
  input: UpdateDraftOrderInput,
): Promise<DraftOrder> {
  const row = await changeDraft(db, id, async (tx, draft, cart) => {
    if (input.region_id !== undefined) {
      await moveToRegionKeepingCustomLines(
        tx,
        cart,
        await requireRegionOfBody(tx, input.region_id),
      );
    }
    await setCustomer(tx, cart, input);
    if (input.country_code !== undefined) {
      await setCartAddress(tx, cart, 'shipping', { country_code: input.country_code }, null);
    }
    if (input.shipping_address !== undefined) {
      await setCartAddress(tx, cart, 'shipping', input.shipping_address, null);
    }
    if (input.billing_address !== undefined) {
      await setCartAddress(tx, cart, 'billing', input.billing_address, null);
    }
    if (input.discounts !== undefined) await applyDiscounts(tx, cart, input.discounts);
    if (input.no_notification_order !== undefined) {
      await updateDraftOrder(tx, draft.id, { no_notification_order: input.no_notification_order });
    }
  });
  return loadDraftOrder(db, row);
}

/** Deletes an open draft: its row goes, its cart is soft-deleted (nothing was ordered). */
export async function deleteDraftOrder(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const draft = await requireDraftOrder(tx, id, true);
    refuseCompletedDraft(draft);
    await deleteDraftOrderRow(tx, draft.id);
    await updateCart(tx, draftCartId(draft), { deleted_at: new Date() });
  });
}

/** Runs a line change (lines.ts) as one change of the draft; answers the draft. */
export async function changeDraftLines(
  db: Executor,
  id: string,
  change: (tx: Tx, cart: CartRow) => Promise<void>,
): Promise<DraftOrder> {
  const row = await changeDraft(db, id, (tx, _draft, cart) => change(tx, cart));
  return loadDraftOrder(db, row);
}

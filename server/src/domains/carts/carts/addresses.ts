import type { StoreComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { readsTogether } from '../../../db/reads-together.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  type AddressRow,
  addressValues,
  findAddress,
  insertAddress,
  updateCartAddress,
} from '../../people/index.ts';
import { countryCodesOfRegion } from '../../settings/index.ts';
import { updateCart } from './repository.ts';
import type { CartRow } from './tables.ts';

/*
 * A cart's billing and shipping addresses are rows of its own (customer_id null): a payload
 * changes the fields it sends on the cart's row (or creates it), and the id of one of the
 * signed-in customer's saved addresses copies that address, so editing the saved address
 * later never changes an order. The shipping country must belong to the cart's region.
 */

type AddressPayload = StoreComponents['schemas']['AddressPayload'];
export type AddressInput = AddressPayload | string;
export type AddressKind = 'billing' | 'shipping';

const ADDRESS_FIELDS = [
  'company',
  'first_name',
  'last_name',
  'address_1',
  'address_2',
  'city',
  'country_code',
  'province',
  'postal_code',
  'phone',
  'metadata',
] as const;

export async function regionCountries(db: Executor, regionId: string): Promise<string[]> {
  return countryCodesOfRegion(db, regionId);
}

/** `countries`: the region's, when the caller has just read them. */
export async function checkShippingCountry(
  db: Executor,
  regionId: string,
  code: string | null | undefined,
  countries?: string[],
): Promise<void> {
  if (!code) return;
  if (!(countries ?? (await regionCountries(db, regionId))).includes(code.toLowerCase())) {
    throw errors.notAllowed(
      `Shipping country ${code.toLowerCase()} is not in the cart's region`,
      'country_not_in_region',
    );
  }
}

/** The fields to write: a payload's, or a copy of one of the customer's saved addresses. */
async function fieldsOf(
  db: Executor,
  input: AddressInput,
  customerId: string | null,
): Promise<Partial<AddressRow>> {
  if (typeof input !== 'string') return addressValues(input);
  const saved = await findAddress(db, input);
  if (!saved || !customerId || saved.customer_id !== customerId) {
    throw unknownReference('Address', input);
  }
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, saved[field]]));
}

/**
 * What setting one of the cart's addresses reads besides the payload: the address it has
 * now and, for the shipping address, the countries of the cart's region. None depends on
 * the others, so they go out together (issue 29, tenth pass), and a caller may send them
 * with reads of its own.
 */
export interface CartAddressReads {
  current: AddressRow | undefined;
  /** The region's countries; only the shipping address reads them. */
  countries: string[] | undefined;
}

export async function cartAddressReads(
  tx: Executor,
  cart: CartRow,
  kind: AddressKind,
): Promise<CartAddressReads> {
  const currentId = cart[columnOf(kind)];
  const [current, countries] = await Promise.all([
    currentId ? findAddress(tx, currentId) : undefined,
    kind === 'shipping' ? regionCountries(tx, cart.region_id) : undefined,
  ]);
  return { current, countries };
}

function columnOf(kind: AddressKind) {
  return kind === 'billing' ? 'billing_address_id' : 'shipping_address_id';
}

/**
 * Sets the cart's billing or shipping address from a payload or a saved address id.
 * `reads`: `cartAddressReads` of the cart as it is, when the caller has just made them.
 */
export async function setCartAddress(
  tx: Executor,
  cart: CartRow,
  kind: AddressKind,
  input: AddressInput,
  customerId: string | null,
  reads?: CartAddressReads,
): Promise<void> {
  // A saved address that is not the customer's is refused before anything else.
  const [fields, { current, countries }] = await readsTogether([
    fieldsOf(tx, input, customerId),
    reads ?? cartAddressReads(tx, cart, kind),
  ]);
  const column = columnOf(kind);
  // A string id replaces the whole address; a payload changes only what it sends.
  const merged =
    typeof input === 'string' || !current
      ? fields
      : { ...current, ...fields, id: current.id, customer_id: current.customer_id };
  if (kind === 'shipping') {
    await checkShippingCountry(tx, cart.region_id, merged.country_code, countries);
  }
  const ownRow = current && current.customer_id === null && current.id !== otherOf(cart, kind);
  if (ownRow && current) {
    await updateCartAddress(tx, current.id, pick(merged));
    return;
  }
  // The cart points at the new row in the same round trip: PostgreSQL runs the insert first.
  const id = newId('addr');
  cart[column] = id;
  await Promise.all([
    insertAddress(tx, { id, customer_id: null, ...pick(merged) }),
    updateCart(
      tx,
      cart.id,
      kind === 'billing' ? { billing_address_id: id } : { shipping_address_id: id },
    ),
  ]);
}

/** The other address of the cart: a row both point at is not changed for one of them. */
function otherOf(cart: CartRow, kind: AddressKind): string | null {
  return kind === 'billing' ? cart.shipping_address_id : cart.billing_address_id;
}

function pick(fields: Partial<AddressRow>): Partial<AddressRow> {
  return Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => field in fields).map((field) => [field, fields[field]]),
  );
}

/** A new cart-owned copy of an address (a swap's cart starts from the order's address). */
export async function copyAddress(db: Executor, id: string): Promise<string | null> {
  const source = await findAddress(db, id);
  if (!source) return null;
  const row = await insertAddress(db, { id: newId('addr'), customer_id: null, ...pick(source) });
  return row.id;
}

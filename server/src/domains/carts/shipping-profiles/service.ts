import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import type { ShippingProfileRow, ShippingProfileType } from '../../catalog/index.ts';
import {
  findBuiltinProfile,
  findShippingProfile,
  insertShippingProfile,
  listShippingProfiles,
  liveProductIds,
  loadProducts,
  moveProducts,
  productsOfProfiles,
  type ShippingProfile,
  type ShippingProfileFilters,
  type ShippingProfileValues,
  toShippingProfile,
  updateShippingProfile,
} from '../../catalog/index.ts';
import {
  findShippingOptions,
  moveOptions,
  optionsOfProfiles,
  softDeleteOptions,
} from '../shipping-options/repository.ts';
import { loadShippingOptions } from '../shipping-options/service.ts';

/** Profiles as the API answers them, with the expanded relations loaded per page. */
async function loadProfiles(
  db: Executor,
  rows: ShippingProfileRow[],
  expand: Set<string>,
): Promise<ShippingProfile[]> {
  const ids = rows.map((row) => row.id);
  const [products, options] = await Promise.all([
    expand.has('products') ? productsOfProfiles(db, ids).then((p) => loadProducts(db, p)) : [],
    expand.has('shipping_options')
      ? optionsOfProfiles(db, ids).then((o) => loadShippingOptions(db, o))
      : [],
  ]);
  return rows.map((row) =>
    toShippingProfile(row, {
      ...(expand.has('products')
        ? { products: products.filter((p) => p.profile_id === row.id) }
        : {}),
      ...(expand.has('shipping_options')
        ? { shipping_options: options.filter((o) => o.profile_id === row.id) }
        : {}),
    }),
  );
}

async function requireProfile(db: Executor, id: string, lock = false): Promise<ShippingProfileRow> {
  const row = await findShippingProfile(db, id, lock);
  if (!row) throw errors.notFound('Shipping profile', id);
  return row;
}

export async function getShippingProfile(
  db: Executor,
  id: string,
  expand: Set<string> = new Set(),
): Promise<ShippingProfile> {
  const [profile] = await loadProfiles(db, [await requireProfile(db, id)], expand);
  return profile as ShippingProfile;
}

export async function listProfiles(
  db: Executor,
  filters: ShippingProfileFilters,
  page: Page,
  expand: Set<string> = new Set(),
): Promise<{ shipping_profiles: ShippingProfile[]; count: number }> {
  const { rows, count } = await listShippingProfiles(db, filters, page);
  return { shipping_profiles: await loadProfiles(db, rows, expand), count };
}

/** The store has one `default` and one `gift_card` profile (seeded), never a second. */
async function guardBuiltin<T>(type: ShippingProfileType | undefined, fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw errors.notAllowed(`The store already has a ${type} shipping profile`);
    }
    throw error;
  }
}

export async function createShippingProfile(
  db: Executor,
  input: ShippingProfileValues & { name: string; type: ShippingProfileType },
): Promise<ShippingProfile> {
  const row = await guardBuiltin(input.type, () =>
    insertShippingProfile(db, { ...input, id: newId('sp') }),
  );
  return toShippingProfile(row);
}

export interface ShippingProfileChanges extends ShippingProfileValues {
  products?: string[];
  shipping_options?: string[];
}

export async function changeShippingProfile(
  db: Executor,
  id: string,
  input: ShippingProfileChanges,
): Promise<ShippingProfile> {
  const { products, shipping_options, ...values } = input;
  return guardBuiltin(values.type, () =>
    withTransaction(db, async (tx) => {
      const row = await requireProfile(tx, id, true);
      if (values.type && values.type !== row.type && row.type !== 'custom') {
        // Products and options rely on the built-in profiles existing.
        throw errors.notAllowed(`The type of the ${row.type} shipping profile cannot change`);
      }
      await updateShippingProfile(tx, id, values);
      if (products) {
        const live = await liveProductIds(tx, products);
        const missing = products.find((productId) => !live.has(productId));
        if (missing !== undefined) throw unknownReference('Product', missing);
        await moveProducts(tx, id, { ids: [...live] });
      }
      if (shipping_options) {
        const found = new Set((await findShippingOptions(tx, shipping_options)).map((o) => o.id));
        const missing = shipping_options.find((optionId) => !found.has(optionId));
        if (missing !== undefined) throw unknownReference('Shipping option', missing);
        await moveOptions(tx, id, [...found]);
      }
      return getShippingProfile(tx, id);
    }),
  );
}

/**
 * Deletes a custom profile: its products move to the default profile and its shipping
 * options go with it (they ship nothing any more).
 */
export async function deleteShippingProfile(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await requireProfile(tx, id, true);
    if (row.type !== 'custom') {
      throw errors.notAllowed(`The ${row.type} shipping profile cannot be deleted`);
    }
    const fallback = await findBuiltinProfile(tx, 'default');
    await moveProducts(tx, fallback.id, { from: id });
    const options = await optionsOfProfiles(tx, [id]);
    await softDeleteOptions(
      tx,
      options.map((option) => option.id),
    );
    await updateShippingProfile(tx, id, { deleted_at: new Date() });
  });
}

import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  findBuiltinProfile,
  findShippingProfile,
  findShippingProfiles,
  toShippingProfile,
} from '../../catalog/index.ts';
import {
  findProviders,
  findRegion,
  fulfillmentOptions,
  withRelations,
} from '../../settings/index.ts';
import {
  findShippingOption,
  insertShippingOption,
  listShippingOptions,
  requirementsOf,
  type ShippingOptionFilters,
  type ShippingOptionValues,
  softDeleteOptions,
  updateShippingOption,
} from './repository.ts';
import { type RequirementInput, replaceRequirements } from './requirements.ts';
import type { PriceType, RequirementRow, ShippingOptionRow } from './tables.ts';
import { type ShippingOption, toShippingOption } from './wire.ts';

export interface NewShippingOptionInput {
  name: string;
  region_id: string;
  provider_id: string;
  profile_id?: string;
  data: Record<string, unknown>;
  price_type: PriceType;
  amount?: number;
  requirements?: RequirementInput[];
  is_return?: boolean;
  admin_only?: boolean;
  includes_tax?: boolean;
  metadata?: Metadata;
}

export type ShippingOptionChanges = Omit<ShippingOptionValues, 'profile_id' | 'amount'> & {
  amount?: number;
  requirements?: RequirementInput[];
};

/** Relations an admin request may expand; requirements always come along. */
export const OPTION_EXPANSIONS = ['region', 'profile', 'provider'] as const;

/** Options as the API answers them, with relations loaded for the whole page at once. */
export async function loadShippingOptions(
  db: Executor,
  rows: ShippingOptionRow[],
  expand: Set<string> = new Set(),
  /** The options' requirements, when the caller has just read them. */
  knownRequirements?: RequirementRow[],
): Promise<ShippingOption[]> {
  const unique = (pick: (row: ShippingOptionRow) => string) => [...new Set(rows.map(pick))];
  const [requirements, regions, profiles, providers] = await Promise.all([
    knownRequirements ??
      requirementsOf(
        db,
        rows.map((row) => row.id),
      ),
    expand.has('region')
      ? Promise.all(unique((row) => row.region_id).map((id) => findRegion(db, id))).then((found) =>
          withRelations(
            db,
            found.filter((row) => row !== undefined),
          ),
        )
      : [],
    expand.has('profile')
      ? findShippingProfiles(
          db,
          unique((row) => row.profile_id),
        )
      : [],
    expand.has('provider')
      ? findProviders(
          db,
          'fulfillment',
          unique((row) => row.provider_id),
        )
      : [],
  ]);
  return rows.map((row) => {
    const region = regions.find((r) => r.id === row.region_id);
    const profile = profiles.find((p) => p.id === row.profile_id);
    const provider = providers.find((p) => p.id === row.provider_id);
    return toShippingOption(
      row,
      requirements.filter((r) => r.shipping_option_id === row.id),
      {
        ...(region ? { region } : {}),
        ...(profile ? { profile: toShippingProfile(profile) } : {}),
        ...(provider ? { provider } : {}),
      },
    );
  });
}

async function requireOption(db: Executor, id: string, lock = false): Promise<ShippingOptionRow> {
  const row = await findShippingOption(db, id, lock);
  if (!row) throw errors.notFound('Shipping option', id);
  return row;
}

export async function getShippingOption(
  db: Executor,
  id: string,
  expand?: Set<string>,
): Promise<ShippingOption> {
  const [option] = await loadShippingOptions(db, [await requireOption(db, id)], expand);
  return option as ShippingOption;
}

export async function listOptions(
  db: Executor,
  filters: ShippingOptionFilters,
  page: Page,
  expand?: Set<string>,
): Promise<{ shipping_options: ShippingOption[]; count: number }> {
  const { rows, count } = await listShippingOptions(db, filters, page);
  return { shipping_options: await loadShippingOptions(db, rows, expand), count };
}

/**
 * The provider must serve the region, and `data` must name one of the fulfillment options
 * it lists for the region (GET /admin/regions/{id}/fulfillment-options).
 */
async function checkProvider(
  db: Executor,
  regionId: string,
  providerId: string,
  data: Record<string, unknown>,
): Promise<void> {
  if (!(await findRegion(db, regionId))) throw unknownReference('Region', regionId);
  const provider = (await fulfillmentOptions(db, regionId)).find(
    (p) => p.provider_id === providerId,
  );
  if (!provider) {
    throw errors.invalidData(
      `Fulfillment provider ${providerId} is not a provider of region ${regionId}`,
    );
  }
  if (!provider.options.some((option) => option.id === data.id)) {
    const ids = provider.options.map((option) => option.id).join(', ');
    throw errors.invalidData(`body.data.id must be one of the options of ${providerId}: ${ids}`);
  }
}

/** A flat rate needs its amount; a calculated price comes from the provider, per cart. */
function checkPrice(priceType: PriceType, amount: number | undefined): void {
  if (priceType === 'flat_rate' && amount === undefined) {
    throw errors.invalidData('A flat_rate shipping option needs an amount');
  }
  if (priceType === 'calculated' && amount !== undefined) {
    throw errors.invalidData('A calculated shipping option has no amount');
  }
}

export async function createShippingOption(
  db: Executor,
  input: NewShippingOptionInput,
): Promise<ShippingOption> {
  checkPrice(input.price_type, input.amount);
  return withTransaction(db, async (tx) => {
    await checkProvider(tx, input.region_id, input.provider_id, input.data);
    const profile = input.profile_id
      ? await findShippingProfile(tx, input.profile_id)
      : await findBuiltinProfile(tx, 'default');
    if (!profile) throw unknownReference('Shipping profile', input.profile_id ?? '');
    const { requirements = [], amount, ...values } = input;
    const row = await insertShippingOption(tx, {
      ...values,
      id: newId('so'),
      profile_id: profile.id,
      amount: amount ?? null,
    });
    await replaceRequirements(tx, row.id, requirements);
    return getShippingOption(tx, row.id);
  });
}

export async function changeShippingOption(
  db: Executor,
  id: string,
  input: ShippingOptionChanges,
): Promise<ShippingOption> {
  return withTransaction(db, async (tx) => {
    const row = await requireOption(tx, id, true);
    const { requirements, ...values } = input;
    if (values.amount !== undefined && row.price_type === 'calculated') {
      throw errors.invalidData('A calculated shipping option has no amount');
    }
    await updateShippingOption(tx, id, values);
    if (requirements) await replaceRequirements(tx, id, requirements);
    return getShippingOption(tx, id);
  });
}

export async function deleteShippingOption(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireOption(tx, id, true);
    await softDeleteOptions(tx, [id]);
  });
}

import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { iso, isoOrNull } from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import { paymentProviderInstalled } from '../../../payments/providers.ts';
import { country, taxProvider } from '../currencies/tables.ts';
import { findStore } from '../store/repository.ts';
import { storeCurrencies } from '../store/settings.ts';
import {
  addProvider,
  findCountries,
  findProviders,
  findRegion,
  insertRegion,
  patchRegion,
  type RegionRelations,
  type RegionRow,
  regionRelations,
  removeProvider,
  setCountries,
  setProviders,
  softDeleteRegion,
} from './repository.ts';

/** The wire region: the row with its countries, currency and providers. */
export function toRegion(row: RegionRow, relations: RegionRelations | undefined) {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: isoOrNull(row.deleted_at),
    countries: relations?.countries ?? [],
    payment_providers: relations?.payment_providers ?? [],
    fulfillment_providers: relations?.fulfillment_providers ?? [],
    ...(relations?.currency ? { currency: relations.currency } : {}),
  };
}

export type WireRegion = ReturnType<typeof toRegion>;

export async function withRelations(db: Executor, rows: RegionRow[]): Promise<WireRegion[]> {
  const relations = await regionRelations(db, rows);
  return rows.map((row) => toRegion(row, relations.get(row.id)));
}

export async function getRegion(db: Executor, id: string): Promise<WireRegion> {
  const row = await findRegion(db, id);
  if (!row) throw errors.notFound('Region', id);
  const [region] = await withRelations(db, [row]);
  return region as WireRegion;
}

export interface RegionInput {
  name?: string;
  currency_code?: string;
  tax_rate?: number;
  tax_code?: string;
  automatic_taxes?: boolean;
  gift_cards_taxable?: boolean;
  tax_provider_id?: string | null;
  payment_providers?: string[];
  fulfillment_providers?: string[];
  countries?: string[];
  includes_tax?: boolean;
  metadata?: Record<string, unknown> | null;
}

/** A region's currency must be one the store sells in (store_currency). */
async function checkCurrency(db: Executor, code: string): Promise<string> {
  const lower = code.toLowerCase();
  const store = await findStore(db);
  const codes = (await storeCurrencies(db, store.id)).map((c) => c.code);
  if (!codes.includes(lower)) {
    throw errors.invalidData(`Currency ${lower} is not one of the store's currencies`);
  }
  return lower;
}

/** Country ids for iso_2 codes; a country already in another region is not taken over. */
async function checkCountries(db: Executor, codes: string[], regionId: string): Promise<number[]> {
  const found = await findCountries(db, codes);
  for (const code of codes) {
    const match = found.find((c) => c.iso_2 === code.toLowerCase());
    if (!match) throw errors.invalidData(`Country with iso_2 ${code.toLowerCase()} does not exist`);
    if (match.region_id && match.region_id !== regionId) {
      throw errors.notAllowed(`${match.display_name} already exists in region ${match.region_id}`);
    }
  }
  return found.map((c) => c.id);
}

async function checkProviders(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await findProviders(db, kind, unique)).map((p) => p.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined)
    throw errors.invalidData(
      `${kind === 'payment' ? 'Payment' : 'Fulfillment'} provider ${missing} does not exist`,
    );
  if (kind === 'payment') refuseUninstalledPayments(unique);
  return unique;
}

/** A region offers only providers that take payments here (`test-card` may be switched off). */
function refuseUninstalledPayments(ids: string[]): void {
  const off = ids.find((id) => !paymentProviderInstalled(id));
  if (off !== undefined)
    throw errors.invalidData(`Payment provider ${off} is not installed on this server`);
}

function checkTaxRate(rate: number | undefined): void {
  if (rate !== undefined && (rate < 0 || rate > 100)) {
    throw errors.invalidData('tax_rate must be between 0 and 100');
  }
}

async function checkTaxProvider(db: Executor, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db.select().from(taxProvider).where(eq(taxProvider.id, id));
  if (!row) throw errors.invalidData(`Tax provider ${id} does not exist`);
}

export async function createRegion(
  db: Executor,
  input: Required<
    Pick<
      RegionInput,
      | 'name'
      | 'currency_code'
      | 'tax_rate'
      | 'payment_providers'
      | 'fulfillment_providers'
      | 'countries'
    >
  > &
    RegionInput,
): Promise<WireRegion> {
  checkTaxRate(input.tax_rate);
  return withTransaction(db, async (tx) => {
    const id = newId('reg');
    const currency_code = await checkCurrency(tx, input.currency_code);
    const countryIds = await checkCountries(tx, input.countries, id);
    const payments = await checkProviders(tx, 'payment', input.payment_providers);
    const fulfillments = await checkProviders(tx, 'fulfillment', input.fulfillment_providers);
    await insertRegion(tx, {
      id,
      name: input.name,
      currency_code,
      tax_rate: input.tax_rate,
      tax_code: input.tax_code ?? null,
      includes_tax: input.includes_tax ?? false,
      metadata: input.metadata ?? null,
    });
    await setCountries(tx, id, countryIds);
    await setProviders(tx, 'payment', id, payments);
    await setProviders(tx, 'fulfillment', id, fulfillments);
    return getRegion(tx, id);
  });
}

export async function updateRegion(
  db: Executor,
  id: string,
  input: RegionInput,
): Promise<WireRegion> {
  checkTaxRate(input.tax_rate);
  return withTransaction(db, async (tx) => {
    if (!(await findRegion(tx, id))) throw errors.notFound('Region', id);
    const { countries, payment_providers, fulfillment_providers, ...fields } = input;
    if (fields.currency_code !== undefined) {
      fields.currency_code = await checkCurrency(tx, fields.currency_code);
    }
    await checkTaxProvider(tx, fields.tax_provider_id);
    if (countries) await setCountries(tx, id, await checkCountries(tx, countries, id));
    if (payment_providers) {
      await setProviders(tx, 'payment', id, await checkProviders(tx, 'payment', payment_providers));
    }
    if (fulfillment_providers) {
      await setProviders(
        tx,
        'fulfillment',
        id,
        await checkProviders(tx, 'fulfillment', fulfillment_providers),
      );
    }
    await patchRegion(tx, id, fields);
    return getRegion(tx, id);
  });
}

export async function deleteRegion(db: Executor, id: string) {
  const deleted = await withTransaction(db, (tx) => softDeleteRegion(tx, id));
  if (!deleted) throw errors.notFound('Region', id);
  return { id, object: 'region', deleted: true };
}

export async function addCountry(db: Executor, id: string, code: string): Promise<WireRegion> {
  return withTransaction(db, async (tx) => {
    if (!(await findRegion(tx, id))) throw errors.notFound('Region', id);
    const [found] = await findCountries(tx, [code]);
    if (!found) throw errors.notFound('Country', code);
    if (found.region_id && found.region_id !== id) {
      throw errors.notAllowed(`${found.display_name} already exists in region ${found.region_id}`);
    }
    await tx.update(country).set({ region_id: id }).where(eq(country.id, found.id));
    return getRegion(tx, id);
  });
}

export async function removeCountry(db: Executor, id: string, code: string): Promise<WireRegion> {
  return withTransaction(db, async (tx) => {
    if (!(await findRegion(tx, id))) throw errors.notFound('Region', id);
    const [found] = await findCountries(tx, [code]);
    if (!found) throw errors.notFound('Country', code);
    if (found.region_id === id) {
      await tx.update(country).set({ region_id: null }).where(eq(country.id, found.id));
    }
    return getRegion(tx, id);
  });
}

export async function changeProvider(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  action: 'add' | 'remove',
  id: string,
  providerId: string,
): Promise<WireRegion> {
  return withTransaction(db, async (tx) => {
    if (!(await findRegion(tx, id))) throw errors.notFound('Region', id);
    const [provider] = await findProviders(tx, kind, [providerId]);
    if (!provider) {
      throw errors.notFound(
        kind === 'payment' ? 'Payment provider' : 'Fulfillment provider',
        providerId,
      );
    }
    if (action === 'add' && kind === 'payment') refuseUninstalledPayments([providerId]);
    if (action === 'add') await addProvider(tx, kind, id, providerId);
    else await removeProvider(tx, kind, id, providerId);
    return getRegion(tx, id);
  });
}

/** The built-in `manual` provider ships one shipping option and one return option. */
const OPTIONS: Record<string, Array<{ id: string; is_return?: boolean }>> = {
  manual: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }],
};

export async function fulfillmentOptions(db: Executor, id: string) {
  const region = await getRegion(db, id);
  return region.fulfillment_providers.map((provider) => ({
    provider_id: provider.id,
    options: OPTIONS[provider.id] ?? [],
  }));
}

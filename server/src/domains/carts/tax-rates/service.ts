import type { AdminComponents } from '@commerce/client/contract';
import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { dates, liveProducts, liveProductTypes, loadProducts } from '../../catalog/index.ts';
import { findRegion, withRelations } from '../../settings/index.ts';
import { findShippingOptions } from '../shipping-options/repository.ts';
import { loadShippingOptions } from '../shipping-options/service.ts';
import {
  deleteTaxRateRow,
  findTaxRate,
  insertTaxRate,
  LINKS,
  type LinkKind,
  link,
  linkedIds,
  listTaxRateRows,
  type TaxRateFilters,
  unlink,
  updateTaxRate,
} from './repository.ts';
import type { TaxRateRow } from './tables.ts';

export type TaxRate = AdminComponents['schemas']['TaxRate'];

/** What a request asked to see: `expand` relations and the `fields` counts. */
export interface TaxRateView {
  expand: Set<string>;
  fields: Set<string>;
}

export const NO_VIEW: TaxRateView = { expand: new Set(), fields: new Set() };

export type TaxRateInput = {
  rate?: number | null;
  code?: string;
  name?: string;
  region_id?: string;
  metadata?: Metadata;
} & Partial<Record<LinkKind, string[]>>;

const KINDS = Object.keys(LINKS) as LinkKind[];

const COUNT_FIELD: Record<
  LinkKind,
  'product_count' | 'product_type_count' | 'shipping_option_count'
> = {
  products: 'product_count',
  product_types: 'product_type_count',
  shipping_options: 'shipping_option_count',
};

const LABEL: Record<LinkKind, string> = {
  products: 'Product',
  product_types: 'Product type',
  shipping_options: 'Shipping option',
};

type Loader = (db: Executor, ids: string[]) => Promise<Array<{ id: string }>>;

/**
 * What a rate links to, per kind: `live` finds the ids among `ids` that are not deleted,
 * `wire` loads those as the API shows them (for `expand`).
 */
const TARGETS: Record<LinkKind, { live: Loader; wire: Loader }> = {
  products: {
    live: liveProducts,
    wire: async (db, ids) => loadProducts(db, await liveProducts(db, ids)),
  },
  product_types: {
    live: liveProductTypes,
    wire: async (db, ids) => (await liveProductTypes(db, ids)).map(dates),
  },
  shipping_options: {
    live: findShippingOptions,
    wire: async (db, ids) => loadShippingOptions(db, await findShippingOptions(db, ids)),
  },
};

/** Links point at live rows only: an unknown id in the body is bad input (400). */
async function checkTargets(db: Executor, kind: LinkKind, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await TARGETS[kind].live(db, unique)).map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference(LABEL[kind], missing);
  return unique;
}

/** Rates as the API answers them, with what the view asks for loaded per page. */
async function loadTaxRates(
  db: Executor,
  rows: TaxRateRow[],
  view: TaxRateView,
): Promise<TaxRate[]> {
  const rates: TaxRate[] = rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
  const rateIds = rows.map((row) => row.id);
  for (const kind of KINDS) {
    const expand = view.expand.has(kind);
    const countField = COUNT_FIELD[kind];
    if (!expand && !view.fields.has(countField)) continue;
    const links = await linkedIds(db, kind, rateIds);
    const ids = [...new Set(links.map((l) => l.id))];
    const targets = await (expand ? TARGETS[kind].wire : TARGETS[kind].live)(db, ids);
    const byId = new Map(targets.map((target) => [target.id, target]));
    for (const rate of rates) {
      const own = links.flatMap((l) => {
        const target = l.rate_id === rate.id ? byId.get(l.id) : undefined;
        return target ? [target] : [];
      });
      if (expand) Object.assign(rate, { [kind]: own });
      if (view.fields.has(countField)) rate[countField] = own.length;
    }
  }
  if (view.expand.has('region')) {
    const regions = await withRelations(
      db,
      (
        await Promise.all(
          [...new Set(rows.map((r) => r.region_id))].map((id) => findRegion(db, id)),
        )
      ).filter((region) => region !== undefined),
    );
    for (const rate of rates) {
      const region = regions.find((r) => r.id === rate.region_id);
      if (region) rate.region = region;
    }
  }
  return rates;
}

async function requireRate(db: Executor, id: string, lock = false): Promise<TaxRateRow> {
  const row = await findTaxRate(db, id, lock);
  if (!row) throw errors.notFound('Tax rate', id);
  return row;
}

export async function getTaxRate(
  db: Executor,
  id: string,
  view: TaxRateView = NO_VIEW,
): Promise<TaxRate> {
  const [rate] = await loadTaxRates(db, [await requireRate(db, id)], view);
  return rate as TaxRate;
}

export async function listTaxRates(
  db: Executor,
  filters: TaxRateFilters,
  page: Page,
  view: TaxRateView = NO_VIEW,
): Promise<{ tax_rates: TaxRate[]; count: number }> {
  const { rows, count } = await listTaxRateRows(db, filters, page);
  return { tax_rates: await loadTaxRates(db, rows, view), count };
}

async function checkRegion(db: Executor, regionId: string | undefined): Promise<void> {
  if (regionId !== undefined && !(await findRegion(db, regionId))) {
    throw unknownReference('Region', regionId);
  }
}

/** Sets the links of each kind the input lists (replacing the current ones). */
async function replaceLinks(tx: Executor, id: string, input: TaxRateInput): Promise<void> {
  for (const kind of KINDS) {
    const ids = input[kind];
    if (!ids) continue;
    const checked = await checkTargets(tx, kind, ids);
    await unlink(tx, kind, id);
    await link(tx, kind, id, checked);
  }
}

function columns(input: TaxRateInput) {
  const { products: _p, product_types: _t, shipping_options: _s, ...values } = input;
  return values;
}

export async function createTaxRate(
  db: Executor,
  input: TaxRateInput & { code: string; name: string; region_id: string },
  view: TaxRateView = NO_VIEW,
): Promise<TaxRate> {
  return withTransaction(db, async (tx) => {
    await checkRegion(tx, input.region_id);
    const row = await insertTaxRate(tx, {
      ...columns(input),
      id: newId('txr'),
      name: input.name,
      region_id: input.region_id,
    });
    await replaceLinks(tx, row.id, input);
    return getTaxRate(tx, row.id, view);
  });
}

export async function changeTaxRate(
  db: Executor,
  id: string,
  input: TaxRateInput,
  view: TaxRateView = NO_VIEW,
): Promise<TaxRate> {
  return withTransaction(db, async (tx) => {
    await requireRate(tx, id, true);
    await checkRegion(tx, input.region_id);
    await updateTaxRate(tx, id, columns(input));
    await replaceLinks(tx, id, input);
    return getTaxRate(tx, id, view);
  });
}

export async function deleteTaxRate(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireRate(tx, id, true);
    await deleteTaxRateRow(tx, id);
  });
}

/** The batch operations: apply the rate to more targets, or stop applying it. */
export async function changeLinks(
  db: Executor,
  id: string,
  kind: LinkKind,
  action: 'add' | 'remove',
  ids: string[],
  view: TaxRateView = NO_VIEW,
): Promise<TaxRate> {
  return withTransaction(db, async (tx) => {
    await requireRate(tx, id, true);
    // Removing a link that does not exist is a no-op, like adding one that does.
    if (action === 'add') await link(tx, kind, id, await checkTargets(tx, kind, ids));
    else await unlink(tx, kind, id, ids);
    // What the rate applies to is part of it, so its updated_at moves.
    await updateTaxRate(tx, id, {});
    return getTaxRate(tx, id, view);
  });
}

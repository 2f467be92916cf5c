import type {
  AdminCreatePriceListBody,
  AdminUpdatePriceListBody,
} from '@commerce/client/admin/price-lists';
import * as v from 'valibot';
import type { PriceList } from './price-list-format.ts';
import { PRICE_LIST_STATUSES, PRICE_LIST_TYPES } from './price-list-list-search.ts';

/** The price list form: dates as local `datetime-local` values, groups and price columns by id. */
export const priceListSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('pricing:validation.nameRequired')),
    description: v.pipe(v.string(), v.trim()),
    type: v.picklist(PRICE_LIST_TYPES),
    status: v.picklist(PRICE_LIST_STATUSES),
    starts_at: v.string(),
    ends_at: v.string(),
    customer_groups: v.array(v.string()),
    /** The currencies and regions to price in (the grid's columns); create only. */
    columns: v.array(v.string()),
  }),
  v.forward(
    v.check(
      ({ starts_at, ends_at }) => !starts_at || !ends_at || new Date(ends_at) > new Date(starts_at),
      'pricing:validation.endsAfterStart',
    ),
    ['ends_at'],
  ),
);

export type PriceListValues = v.InferOutput<typeof priceListSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a `datetime-local` value in the user's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : null);

export function priceListValues(list?: PriceList): PriceListValues {
  return {
    name: list?.name ?? '',
    description: list?.description ?? '',
    type: list?.type ?? 'sale',
    status: list?.status ?? 'draft',
    starts_at: toLocalInput(list?.starts_at ?? null),
    ends_at: toLocalInput(list?.ends_at ?? null),
    customer_groups: list?.customer_groups?.map((group) => group.id) ?? [],
    columns: [],
  };
}

/** The fields both bodies share. */
function common(values: PriceListValues) {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    status: values.status,
    starts_at: iso(values.starts_at),
    ends_at: iso(values.ends_at),
    customer_groups: values.customer_groups.map((id) => ({ id })),
  };
}

/** `POST /admin/price-lists`: its prices are set in the grid afterwards. */
export const createBody = (values: PriceListValues): AdminCreatePriceListBody => ({
  ...common(values),
  prices: [],
});

/** `POST /admin/price-lists/{id}`: the given customer groups replace the current ones. */
export const updateBody = (values: PriceListValues): AdminUpdatePriceListBody => common(values);

import type {
  AdminCreateStockLocationBody,
  AdminGetStockLocationData,
} from '@commerce/client/admin/stock-locations';
import * as v from 'valibot';

type Location = AdminGetStockLocationData['stock_location'];

const text = v.pipe(v.string(), v.trim());
export const ADDRESS_FIELDS = [
  'address_1',
  'address_2',
  'city',
  'postal_code',
  'province',
  'country_code',
  'phone',
] as const;

/** A location's name and optional address; an address needs its first line and a country. */
export const locationSchema = v.pipe(
  v.object({
    name: v.pipe(text, v.nonEmpty('inventory:validation.nameRequired')),
    address_1: text,
    address_2: text,
    city: text,
    postal_code: text,
    province: text,
    country_code: v.pipe(text, v.regex(/^([A-Za-z]{2})?$/, 'inventory:validation.countryCode')),
    phone: text,
  }),
  v.forward(
    v.check((l) => !l.country_code || l.address_1 !== '', 'inventory:validation.addressRequired'),
    ['address_1'],
  ),
  v.forward(
    v.check((l) => !l.address_1 || l.country_code !== '', 'inventory:validation.countryRequired'),
    ['country_code'],
  ),
);
export type LocationValues = v.InferOutput<typeof locationSchema>;

export function locationValues(location?: Location): LocationValues {
  const address = location?.address;
  return {
    name: location?.name ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    province: address?.province ?? '',
    country_code: address?.country_code?.toUpperCase() ?? '',
    phone: address?.phone ?? '',
  };
}

/** The create or update body: the address only when it has a first line; blank lines left out. */
export function locationBody(values: LocationValues): AdminCreateStockLocationBody {
  if (!values.address_1) return { name: values.name };
  const address = Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => values[field] !== '').map((field) => [field, values[field]]),
  ) as { address_1: string; country_code: string };
  return {
    name: values.name,
    address: { ...address, country_code: values.country_code.toLowerCase() },
  };
}

/** The address on one line, e.g. "Main St 1, 10117 Berlin, DE". */
export function addressLine(location: Location): string {
  const a = location.address;
  if (!a) return '';
  const city = [a.postal_code, a.city].filter(Boolean).join(' ');
  return [a.address_1, a.address_2, city, a.province, a.country_code.toUpperCase()]
    .filter(Boolean)
    .join(', ');
}

import type { Address } from '@commerce/client';
import { countryName } from '../../lib/address/country-name.ts';
import type { AddressValues } from './schemas.ts';

type AddressLike = Partial<
  Pick<
    Address,
    | 'first_name'
    | 'last_name'
    | 'company'
    | 'address_1'
    | 'address_2'
    | 'postal_code'
    | 'city'
    | 'province'
    | 'country_code'
    | 'phone'
  >
>;

/** The lines of an address as a label prints them: name, company, street, town, country. */
export function addressLines(address: AddressLike, locale: string): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    [address.address_1, address.address_2].filter(Boolean).join(', '),
    [town, address.province].filter(Boolean).join(', '),
    countryName(address.country_code, locale),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

/** An address's fields as the form holds them ('' for a missing one). */
export function toAddressValues(address: AddressLike | null | undefined): AddressValues {
  return {
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    company: address?.company ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country_code: address?.country_code?.toLowerCase() ?? '',
    phone: address?.phone ?? '',
  };
}

/** Whether two addresses are the same place (billing "same as shipping"). */
export function sameAddress(a: AddressLike | null | undefined, b: AddressLike | null | undefined) {
  if (!a || !b) return false;
  const left = toAddressValues(a);
  const right = toAddressValues(b);
  return (Object.keys(left) as (keyof AddressValues)[]).every(
    (key) => left[key].trim() === right[key].trim(),
  );
}

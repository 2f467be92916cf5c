import type { Shopper } from '../shopper/shopper.ts';
import { countryName } from './country-name.ts';

export type SavedAddress = NonNullable<Shopper['shipping_addresses']>[number];

/** The lines of an address as a label reads them: name, company, street, town, country. */
export function addressLines(address: SavedAddress, locale: string): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    [address.address_1, address.address_2].filter(Boolean).join(', '),
    [town, address.province].filter(Boolean).join(', '),
    countryName(address.country_code, locale),
  ].filter((line): line is string => Boolean(line));
}

/** A short name for an address in button labels ("Delete the address Unter den Linden 1, Berlin"). */
export function addressSummary(address: SavedAddress): string {
  return [address.address_1, address.city].filter(Boolean).join(', ');
}

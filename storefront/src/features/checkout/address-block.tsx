import type { Address } from '@commerce/client';
import { addressLines } from './address-text.ts';

/** An address as printed on a parcel, one line per part. */
export function AddressBlock({
  address,
  locale,
}: {
  address: Partial<Address> | null | undefined;
  locale: string;
}) {
  if (!address) return null;
  return (
    <address className="not-italic">
      {addressLines(address, locale).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

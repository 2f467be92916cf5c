import { type Cart, useCart } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { RadioGroup, RadioGroupItem } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCountry } from '../../lib/region/browser-country.ts';
import type { Shopper } from '../../lib/shopper/shopper.ts';
import { AddressForm, ConfirmForm } from './address-form.tsx';
import { addressLines, sameAddress, toAddressValues } from './address-text.ts';
import { regionCountries } from './checkout-steps.ts';

const NEW_ADDRESS = 'new';

export interface ShippingStepProps {
  cart: Cart;
  shopper: Shopper | null;
  onDone(cart: Cart): void;
}

/**
 * Where the order goes. A signed-in shopper picks one of their saved addresses in the cart's
 * region (sent by id, the server copies it) or types a new one; a guest types it.
 */
export function ShippingStep({ cart, shopper, onDone }: ShippingStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const { updateCart } = useCart();
  const locale = languageOf(i18n.language).htmlLang;
  const countries = regionCountries(cart);
  const saved = (shopper?.shipping_addresses ?? []).filter((address) =>
    countries.includes(address.country_code?.toLowerCase() ?? ''),
  );
  const [choice, setChoice] = useState(() => {
    const current = cart.shipping_address;
    if (current && !current.address_1) return saved[0]?.id ?? NEW_ADDRESS;
    return saved.find((address) => sameAddress(address, current))?.id ?? NEW_ADDRESS;
  });

  const defaults = toAddressValues(cart.shipping_address);
  // A cart made in a chosen country starts there; a region of one country needs no choice;
  // else the country the browser's languages name, if the region has it (`de-AT`: Austria).
  if (!defaults.country_code) {
    defaults.country_code =
      countries.length === 1 ? (countries[0] ?? '') : (browserCountry(countries) ?? '');
  }

  return (
    <div className="flex flex-col gap-4">
      {saved.length > 0 && (
        <RadioGroup label={t('shipping.saved')} value={choice} onValueChange={setChoice}>
          {saved.map((address) => (
            <RadioGroupItem key={address.id} value={address.id} className="items-start">
              <span className="flex flex-col">
                {addressLines(address, locale).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            </RadioGroupItem>
          ))}
          <RadioGroupItem value={NEW_ADDRESS}>{t('shipping.newAddress')}</RadioGroupItem>
        </RadioGroup>
      )}
      {choice === NEW_ADDRESS ? (
        <AddressForm
          defaultValues={defaults}
          countries={countries}
          countryHint={t('address.countryHint')}
          onSave={async (values) =>
            (await updateCart.mutateAsync({ shipping_address: values })).cart
          }
          onDone={onDone}
        />
      ) : (
        <ConfirmForm
          onSave={async () => (await updateCart.mutateAsync({ shipping_address: choice })).cart}
          onDone={onDone}
        />
      )}
    </div>
  );
}

import { type Cart, useCart } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { Checkbox, Label } from '@commerce/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/region-context.tsx';
import { AddressBlock } from './address-block.tsx';
import { AddressForm, ConfirmForm } from './address-form.tsx';
import { sameAddress, toAddressValues } from './address-text.ts';
import { regionCountries } from './checkout-steps.ts';

export interface BillingStepProps {
  cart: Cart;
  onDone(cart: Cart): void;
}

/**
 * The address on the invoice: the shipping address unless the shopper unticks "Same as
 * shipping address" and types another (in any country the store sells to).
 */
export function BillingStep({ cart, onDone }: BillingStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const { updateCart } = useCart();
  const { regions } = useRegion();
  const checkboxId = useId();
  const locale = languageOf(i18n.language).htmlLang;
  const [same, setSame] = useState(
    () => !cart.billing_address || sameAddress(cart.billing_address, cart.shipping_address),
  );
  const countries = useMemo(() => {
    const codes = new Set(regionCountries(cart));
    for (const region of regions ?? []) {
      for (const country of region.countries ?? []) codes.add(country.iso_2.toLowerCase());
    }
    return [...codes];
  }, [cart, regions]);

  const defaults = toAddressValues(
    cart.billing_address && !same ? cart.billing_address : cart.shipping_address,
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Checkbox
          id={checkboxId}
          checked={same}
          onCheckedChange={setSame}
          aria-describedby={same ? `${checkboxId}-address` : undefined}
        />
        <Label htmlFor={checkboxId}>{t('billing.sameAsShipping')}</Label>
      </div>
      {same ? (
        <ConfirmForm
          onSave={async () =>
            (
              await updateCart.mutateAsync({
                billing_address: toAddressValues(cart.shipping_address),
              })
            ).cart
          }
          onDone={onDone}
        >
          <div id={`${checkboxId}-address`} className="text-sm text-muted-foreground">
            <AddressBlock address={cart.shipping_address} locale={locale} />
          </div>
        </ConfirmForm>
      ) : (
        <AddressForm
          defaultValues={defaults}
          countries={countries}
          onSave={async (values) =>
            (await updateCart.mutateAsync({ billing_address: values })).cart
          }
          onDone={onDone}
        />
      )}
    </div>
  );
}

import type { Cart } from '@commerce/client';
import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { FormAlert } from './form-parts.tsx';
import type { PlaceOrder } from './use-place-order.ts';

export interface ReviewStepProps {
  cart: Cart;
  /** Placing the order: held by the checkout, so the bank's challenge outlives this step. */
  placing: PlaceOrder;
}

/** The last step: what will be paid, and the button that places the order. */
export function ReviewStep({ cart, placing }: ReviewStepProps) {
  const { t } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const { place, failure, isPlacing } = placing;
  const total = cart.region ? formatTotal(cart.total, cart.region) : '';

  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <p>{t('review.intro', { total })}</p>
      <Button
        size="large"
        className="self-start"
        isLoading={isPlacing}
        onClick={() => void place()}
      >
        {t('review.placeOrder')}
      </Button>
    </div>
  );
}

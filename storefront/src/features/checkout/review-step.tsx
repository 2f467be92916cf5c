import type { Cart } from '@commerce/client';
import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { FormAlert } from './form-parts.tsx';
import type { CheckoutKey } from './schemas.ts';
import { usePlaceOrder } from './use-place-order.ts';

export interface ReviewStepProps {
  cart: Cart;
  onPaymentProblem(reason: CheckoutKey): void;
}

/** The last step: what will be paid, and the button that places the order. */
export function ReviewStep({ cart, onPaymentProblem }: ReviewStepProps) {
  const { t } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const { place, failure, isPlacing } = usePlaceOrder({ onPaymentProblem });
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

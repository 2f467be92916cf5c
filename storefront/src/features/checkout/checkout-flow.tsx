import type { Cart } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { AddressBlock } from './address-block.tsx';
import { BillingStep } from './billing-step.tsx';
import { CardChallenge } from './card-challenge.tsx';
import { CHECKOUT_STEPS, type CheckoutStep, isStepDone, nextOpenStep } from './checkout-steps.ts';
import { DeliveryStep } from './delivery-step.tsx';
import { EmailStep } from './email-step.tsx';
import { paymentProblemOf, paymentSummary } from './payment-labels.ts';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';
import type { CheckoutKey, PaymentValues } from './schemas.ts';
import { ShippingStep } from './shipping-step.tsx';
import { StepSection, type StepState } from './step-section.tsx';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * The steps of the checkout over the shopper's cart, one open at a time. The step to open
 * follows from the cart (the first one not done), so a shopper coming back finds their
 * details and continues where they left off; each done step can be opened again.
 */
export function CheckoutFlow({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const shopper = useShopper();
  const locale = languageOf(i18n.language).htmlLang;
  const [chosen, setChosen] = useState<CheckoutStep>(() => nextOpenStep(cart));
  // Focus follows the open step only once the shopper moved; on arrival it is on the h1.
  const [moved, setMoved] = useState(false);
  const [notice, setNotice] = useState<CheckoutKey | null>(null);
  const [draft, setDraft] = useState<PaymentValues | null>(null);

  const open = (next: CheckoutStep) => {
    setMoved(true);
    setChosen(next);
  };
  const onPaymentProblem = (reason: CheckoutKey) => {
    setNotice(reason);
    open('payment');
  };
  const placing = usePlaceOrder({ onPaymentProblem });
  const { challenge } = placing;

  // Never past a step the cart lost meanwhile (e.g. a region change drops shipping methods),
  // except while the bank's challenge is open over the review: its outcome decides.
  const missing = nextOpenStep(cart);
  const step =
    !challenge && CHECKOUT_STEPS.indexOf(missing) < CHECKOUT_STEPS.indexOf(chosen)
      ? missing
      : chosen;

  const doneWith = (from: CheckoutStep) => (next: Cart) => {
    setNotice(null);
    open(nextOpenStep(next, from));
  };
  const onDraftChange = useCallback((values: PaymentValues) => setDraft(values), []);

  const stateOf = (candidate: CheckoutStep): StepState => {
    if (candidate === step) return 'current';
    return isStepDone(cart, candidate) ? 'done' : 'upcoming';
  };
  const region = cart.region;
  const method = cart.shipping_methods?.[0];

  const steps: Record<CheckoutStep, { form: ReactNode; summary?: ReactNode }> = {
    email: {
      form: <EmailStep cart={cart} shopper={shopper} onDone={doneWith('email')} />,
      summary: cart.email,
    },
    shipping: {
      form: <ShippingStep cart={cart} shopper={shopper} onDone={doneWith('shipping')} />,
      summary: <AddressBlock address={cart.shipping_address} locale={locale} />,
    },
    billing: {
      form: <BillingStep cart={cart} onDone={doneWith('billing')} />,
      summary: <AddressBlock address={cart.billing_address} locale={locale} />,
    },
    delivery: {
      form: <DeliveryStep cart={cart} onDone={doneWith('delivery')} />,
      summary: method && (
        <>
          {method.shipping_option?.name}
          {region && ` · ${formatTotal(method.total ?? method.price, region)}`}
        </>
      ),
    },
    payment: {
      form: (
        <PaymentStep
          cart={cart}
          draft={draft}
          onDraftChange={onDraftChange}
          notice={notice ?? paymentProblemOf(cart)}
          onDone={doneWith('payment')}
        />
      ),
      summary: paymentSummary(cart, t),
    },
    review: { form: <ReviewStep cart={cart} placing={placing} /> },
  };

  return (
    <>
      <ol aria-label={t('stepsLabel')} className="space-y-4">
        {CHECKOUT_STEPS.map((candidate, index) => (
          <StepSection
            key={candidate}
            number={index + 1}
            count={CHECKOUT_STEPS.length}
            title={t(`steps.${candidate}`)}
            state={stateOf(candidate)}
            summary={steps[candidate].summary}
            onEdit={() => open(candidate)}
            focusOnOpen={moved}
          >
            {steps[candidate].form}
          </StepSection>
        ))}
      </ol>
      {challenge && (
        <CardChallenge
          amount={challenge.cart.region ? formatTotal(challenge.amount, challenge.cart.region) : ''}
          last4={challenge.last4}
          isAnswering={placing.isAnswering}
          onConfirm={() => void placing.confirmChallenge()}
          onFail={() => void placing.failChallenge()}
          onCancel={placing.cancelChallenge}
        />
      )}
    </>
  );
}

import { type Cart, useCart, useMedusa } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { holdsOrderDetail, orderDetailParams } from '../../lib/orders/order-query.ts';
import { checkoutErrorKey, isDeclined } from './checkout-errors.ts';
import { CARD_PROVIDER, needsCardChallenge } from './checkout-steps.ts';
import type { CheckoutKey } from './schemas.ts';

export interface PlaceOrderOptions {
  /** The payment did not go through (declined, or the bank wants more); the cart is kept. */
  onPaymentProblem(reason: CheckoutKey): void;
}

/** The bank's challenge completing asked for: what the shopper is asked to confirm. */
export interface ChallengeRequest {
  /** In the minor unit of the cart's currency. */
  amount: number;
  last4: string;
  cart: Cart;
}

function challengeOf(cart: Cart): ChallengeRequest {
  const data = cart.payment_session?.data;
  return {
    amount:
      typeof data?.three_d_secure_amount === 'number' ? data.three_d_secure_amount : cart.total,
    last4: typeof data?.card_last4 === 'string' ? data.card_last4 : '',
    cart,
  };
}

/**
 * Completes the cart (`POST /store/carts/{id}/complete`, server/README.md "Completing a
 * cart"): an order leads to its confirmation page, and the remembered cart is forgotten
 * (the next purchase starts a new cart). A declined card answers 400
 * `payment_authorization_error`, and a payment that needs more action answers the cart:
 * for the test card that is the bank's challenge (`challenge`), whose outcome is recorded
 * on the session before the cart is completed again; otherwise, and when the challenge
 * fails or is left, the shopper goes back to the payment step with everything kept.
 */
export function usePlaceOrder({ onPaymentProblem }: PlaceOrderOptions) {
  const { completeCheckout, updatePaymentSession, setCart } = useCart();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CheckoutKey | undefined>();
  const [challenge, setChallenge] = useState<ChallengeRequest | null>(null);

  const backToPayment = (reason: CheckoutKey) => {
    setChallenge(null);
    onPaymentProblem(reason);
  };

  const place = async () => {
    setFailure(undefined);
    let result: Awaited<ReturnType<typeof completeCheckout.mutateAsync>>;
    try {
      result = await completeCheckout.mutateAsync();
    } catch (error) {
      if (isDeclined(error)) backToPayment('payment.declined');
      else {
        setChallenge(null);
        setFailure(checkoutErrorKey(error));
      }
      return;
    }
    if (result.type === 'cart') {
      const cart = result.data as Cart;
      if (needsCardChallenge(cart)) setChallenge(challengeOf(cart));
      else backToPayment('payment.requiresMore');
      return;
    }
    if (result.type !== 'order') {
      setChallenge(null);
      setFailure('errors.unknown');
      return;
    }
    const order = result.data;
    // The confirmation page shows the order the server just answered, without reading it
    // again, when the answer holds what the page shows (Medusa's completion does not).
    if (holdsOrderDetail(order)) {
      queryClient.setQueryData(
        storeGetOrderQueryOptions(client, orderDetailParams(order.id)).queryKey,
        { order },
      );
    }
    await navigate({ to: '/order/confirmed/$id', params: { id: order.id } });
    // Forgetting the cart also forgets its remembered id (lib/cart/store-cart.tsx).
    setCart(undefined);
  };

  /** Records the challenge's outcome on the session; a pass then completes the cart again. */
  const answer = async (outcome: 'passed' | 'failed') => {
    try {
      await updatePaymentSession.mutateAsync({
        providerId: CARD_PROVIDER,
        data: { three_d_secure: outcome },
      });
    } catch (error) {
      backToPayment(checkoutErrorKey(error));
      return;
    }
    if (outcome === 'failed') backToPayment('payment.challengeFailed');
    else await place();
  };

  return {
    place,
    failure,
    isPlacing: completeCheckout.isPending,
    challenge,
    isAnswering: updatePaymentSession.isPending || completeCheckout.isPending,
    confirmChallenge: () => answer('passed'),
    failChallenge: () => answer('failed'),
    cancelChallenge: () => backToPayment('payment.challengeCanceled'),
  };
}

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;

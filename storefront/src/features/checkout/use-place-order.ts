import { useCart, useMedusa } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { checkoutErrorKey, isDeclined } from './checkout-errors.ts';
import type { CheckoutKey } from './schemas.ts';

export interface PlaceOrderOptions {
  /** The payment did not go through (declined, or the bank wants more); the cart is kept. */
  onPaymentProblem(reason: CheckoutKey): void;
}

/**
 * Completes the cart (`POST /store/carts/{id}/complete`, server/README.md "Completing a
 * cart"): an order leads to its confirmation page, and the remembered cart is forgotten
 * (the next purchase starts a new cart). A declined card answers 400
 * `payment_authorization_error` with nothing changed, and a payment that needs more action
 * answers the cart: both send the shopper back to the payment step with everything kept.
 */
export function usePlaceOrder({ onPaymentProblem }: PlaceOrderOptions) {
  const { completeCheckout, setCart } = useCart();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CheckoutKey | undefined>();

  const place = async () => {
    setFailure(undefined);
    let result: Awaited<ReturnType<typeof completeCheckout.mutateAsync>>;
    try {
      result = await completeCheckout.mutateAsync();
    } catch (error) {
      if (isDeclined(error)) onPaymentProblem('payment.declined');
      else setFailure(checkoutErrorKey(error));
      return;
    }
    if (result.type === 'cart') {
      onPaymentProblem('payment.requiresMore');
      return;
    }
    if (result.type !== 'order') {
      setFailure('errors.unknown');
      return;
    }
    const order = result.data;
    // The confirmation page shows the order the server just answered, without reading it again.
    queryClient.setQueryData(storeGetOrderQueryOptions(client, { id: order.id }).queryKey, {
      order,
    });
    await navigate({ to: '/order/confirmed/$id', params: { id: order.id } });
    // Forgetting the cart also forgets its remembered id (lib/cart/store-cart.tsx).
    setCart(undefined);
  };

  return { place, failure, isPlacing: completeCheckout.isPending };
}

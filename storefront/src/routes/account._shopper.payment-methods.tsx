import { storeListCustomerPaymentMethodsQueryOptions } from '@commerce/client/store/customers';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../features/account/payment-methods-page.tsx';

export const Route = createFileRoute('/account/_shopper/payment-methods')({
  // Starts the read early; the page shows its own loading, empty and error states.
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(storeListCustomerPaymentMethodsQueryOptions(client));
  },
  component: PaymentMethodsPage,
});

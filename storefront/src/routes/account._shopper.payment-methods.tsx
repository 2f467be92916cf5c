import { storeListCustomerPaymentMethodsQueryOptions } from '@commerce/client/store/customers';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../features/account/payment-methods-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/payment-methods')({
  ...privatePage((i18n) => i18n.t('paymentMethods.title', { ns: 'account' })),
  pendingComponent: PagePending,
  // Starts the read early; the page shows its own loading, empty and error states.
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(storeListCustomerPaymentMethodsQueryOptions(client));
  },
  component: PaymentMethodsPage,
});

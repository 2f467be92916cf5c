import { useStoreListCustomerPaymentMethods } from '@commerce/client/store/customers';
import { EmptyState } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { AccountLoadError, AccountLoading } from './query-state.tsx';

/** What a provider's method data may tell about a card, when it says so. */
function cardEnding(data: Record<string, unknown>): string | null {
  const last4 = data.last4 ?? (data.card as { last4?: unknown } | undefined)?.last4;
  return typeof last4 === 'string' ? `•••• ${last4}` : null;
}

/** `/account/payment-methods`: the methods payment providers saved for the shopper. */
export function PaymentMethodsPage() {
  const { t } = useTranslation('account');
  const methods = useStoreListCustomerPaymentMethods();
  const list = methods.data?.payment_methods;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('paymentMethods.title')}</h1>
        <p className="text-muted-foreground">{t('paymentMethods.description')}</p>
      </div>
      {methods.isPending && <AccountLoading />}
      {methods.isError && (
        <AccountLoadError error={methods.error} retry={() => void methods.refetch()} />
      )}
      {list?.length === 0 && (
        <EmptyState title={t('paymentMethods.empty')} description={t('paymentMethods.emptyHint')} />
      )}
      {list && list.length > 0 && (
        <ul aria-label={t('paymentMethods.listLabel')} className="space-y-2">
          {list.map((method, index) => (
            <li
              // Methods carry no id of their own; the list is read whole and never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={`${method.provider_id}-${index}`}
              className="flex justify-between gap-4 rounded-lg border border-border p-4 text-sm"
            >
              <span>{t('paymentMethods.provider', { provider: method.provider_id })}</span>
              <span className="tabular-nums">{cardEnding(method.data)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

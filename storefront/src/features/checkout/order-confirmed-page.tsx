import { languageOf } from '@commerce/client/i18n';
import { useStoreGetOrder } from '@commerce/client/store/orders';
import { Spinner } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { orderDetailParams } from '../../lib/orders/order-query.ts';
import { orderRegion } from '../../lib/orders/returnable.ts';
import { AddressBlock } from './address-block.tsx';
import { OrderSummary } from './order-summary.tsx';
import { providerLabelKey } from './payment-labels.ts';

/**
 * `/order/confirmed/{id}`: the order just placed (`GET /store/orders/{id}`, already in the
 * cache when the checkout led here and the answer held it all): its number, where and how it ships, and its totals.
 */
export function OrderConfirmedPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const locale = languageOf(i18n.language).htmlLang;
  const { data, isPending, isError } = useStoreGetOrder(orderDetailParams(id));
  const order = data?.order;
  if (isError && !order) {
    return (
      <p role="alert" className="p-8 text-danger">
        {t('confirmed.error')}
      </p>
    );
  }
  if (isPending || !order) {
    return (
      <div aria-busy="true" className="flex justify-center p-12">
        <Spinner size="large" label={t('confirmed.loading')} />
      </div>
    );
  }

  const region = orderRegion(order);
  const shippingMode = taxDisplayOf(region);
  const payment = order.payments?.[0];
  const paymentKey = payment ? providerLabelKey(payment.provider_id) : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('confirmed.title')}</h1>
        <p className="text-xl" data-testid="order-number">
          {t('confirmed.orderNumber', { number: order.display_id })}
        </p>
        <p className="text-muted-foreground">{t('confirmed.emailSent', { email: order.email })}</p>
      </div>
      <div className="grid items-start gap-8 md:grid-cols-[3fr_2fr]">
        <div className="grid gap-6 sm:grid-cols-2">
          <Detail title={t('steps.shipping')}>
            <AddressBlock address={order.shipping_address} locale={locale} />
          </Detail>
          <Detail title={t('steps.billing')}>
            <AddressBlock address={order.billing_address} locale={locale} />
          </Detail>
          <Detail title={t('steps.delivery')}>
            {(order.shipping_methods ?? []).map((method) => (
              <p key={method.id}>
                {method.shipping_option?.name} ·{' '}
                {formatTotal(
                  shippingMode === 'gross'
                    ? (method.total ?? method.price)
                    : (method.subtotal ?? method.price),
                  region,
                )}
              </p>
            ))}
          </Detail>
          {payment && (
            <Detail title={t('steps.payment')}>
              <p>{paymentKey ? t(paymentKey) : payment.provider_id}</p>
            </Detail>
          )}
        </div>
        <div className="rounded-lg border border-border p-4">
          <OrderSummary source={order} region={region} />
        </div>
      </div>
      <Link to="/products" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('confirmed.continue')}
      </Link>
    </div>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-1 text-sm">
      <h2 id={headingId} className="text-base font-medium">
        {title}
      </h2>
      {children}
    </section>
  );
}

import { useMedusa } from '@commerce/client';
import { adminGetOrderQueryOptions } from '@commerce/client/admin/orders';
import type { AdminGetSwapData } from '@commerce/client/admin/swaps';
import {
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  HeadingLevel,
} from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { AfterSalesBadge } from './after-sales-badge.tsx';
import { SwapItems } from './swap-items.tsx';

export type SwapDetailData = AdminGetSwapData['swap'];

/**
 * `/a/swaps/$id`: an exchange: the items the customer sends back, the new items, the
 * difference to charge or refund, its payment and fulfillment states, and a link to its order
 * (which names the returned items and gives the currency).
 */
export function SwapDetail({ swap }: { swap: SwapDetailData }) {
  const { t, i18n } = useTranslation('after-sales');
  const { client } = useMedusa();
  const order = useQuery(adminGetOrderQueryOptions(client, { id: swap.order_id })).data?.order;
  const money = (amount: number) =>
    order ? formatAmount(amount, order.currency_code, i18n.language) : '';
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const titleOf = (itemId: string) =>
    order?.items?.find((item) => item.id === itemId)?.title ?? t('swap.unknownItem');
  const returned = (swap.return_order?.items ?? []).map((item) => ({
    id: item.item_id,
    title: item.item?.title ?? titleOf(item.item_id),
    quantity: item.quantity,
  }));
  const added = (swap.additional_items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    quantity: item.quantity,
    price: money(item.unit_price),
  }));
  const due = swap.difference_due ?? 0;
  const quantityLabel = (quantity: number) => t('swap.quantity', { quantity });

  return (
    <HeadingLevel>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <Link to="/a/swaps" className="text-sm text-muted-foreground hover:underline">
          {t('swap.back')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">
              {order ? t('swap.title', { number: order.display_id }) : t('swap.titleNoOrder')}
            </h1>
            <AfterSalesBadge state={swap.payment_status} label={t('columns.payment')} />
            <AfterSalesBadge state={swap.fulfillment_status} label={t('columns.fulfillment')} />
          </div>
          <Link to="/a/orders/$id" params={{ id: swap.order_id }} className={buttonVariants()}>
            {order ? t('order', { number: order.display_id }) : t('openOrder')}
          </Link>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <SwapItems
            title={t('swap.returned')}
            lines={returned}
            empty={t('swap.noReturned')}
            quantityLabel={quantityLabel}
          />
          <SwapItems
            title={t('swap.added')}
            lines={added}
            empty={t('swap.noAdded')}
            quantityLabel={quantityLabel}
          />
          <Card>
            <CardHeader>
              <CardTitle>{t('swap.summary')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">
                  {due < 0 ? t('swap.toRefund') : t('swap.toCharge')}
                </dt>
                <dd className="text-end font-medium tabular-nums">{money(Math.abs(due))}</dd>
                <dt className="text-muted-foreground">{t('columns.requested')}</dt>
                <dd className="text-end">{dates.format(new Date(swap.created_at))}</dd>
                {swap.confirmed_at && (
                  <>
                    <dt className="text-muted-foreground">{t('swap.confirmed')}</dt>
                    <dd className="text-end">{dates.format(new Date(swap.confirmed_at))}</dd>
                  </>
                )}
                {swap.canceled_at && (
                  <>
                    <dt className="text-muted-foreground">{t('swap.canceled')}</dt>
                    <dd className="text-end">{dates.format(new Date(swap.canceled_at))}</dd>
                  </>
                )}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </HeadingLevel>
  );
}

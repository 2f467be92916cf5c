import {
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  HeadingLevel,
} from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { DraftOrderActions } from './draft-order-actions.tsx';
import type { DraftCart, DraftOrderDetailData } from './draft-order-detail-types.ts';
import { DraftOrderLines } from './draft-order-lines.tsx';
import { DraftOrderStatusBadge } from './draft-order-status.tsx';
import { EditDraftDialog } from './edit-draft-dialog.tsx';
import { useDraftAccess } from './use-draft-access.ts';

type Address = NonNullable<DraftCart['shipping_address']>;

function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.address_1 ?? '',
    [address.postal_code, address.city].filter(Boolean).join(' '),
    (address.country_code ?? '').toUpperCase(),
  ].filter((line) => line !== '');
}

/** `/a/draft-orders/$id`: the draft's items (editable while open), customer, shipping, totals. */
export function DraftOrderDetail({ draft }: { draft: DraftOrderDetailData }) {
  const { t, i18n } = useTranslation('draft-orders');
  const cart = draft.cart;
  const open = draft.status === 'open';
  const access = useDraftAccess();
  const currency = cart?.region?.currency_code ?? 'eur';
  const money = (amount: number) => formatAmount(amount, currency, i18n.language);
  const shipping = cart?.shipping_methods ?? [];
  const address = addressLines(cart?.shipping_address);
  const totals = cart
    ? ([
        ['subtotal', cart.subtotal],
        ['shipping', cart.shipping_total],
        ['discount', cart.discount_total],
        ['tax', cart.tax_total],
      ] as const)
    : [];

  return (
    // Sections and cards inside are h2 under the page's h1.
    <HeadingLevel>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <Link to="/a/draft-orders" className="text-sm text-muted-foreground hover:underline">
          {t('back')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-semibold">{t('number', { number: draft.display_id })}</h1>
            <DraftOrderStatusBadge status={draft.status} />
          </div>
          <div className="flex gap-2">
            {open && cart && access.editDetails && <EditDraftDialog draft={draft} cart={cart} />}
            {open && access.change && <DraftOrderActions draft={draft} />}
            {draft.order && (
              <Link to="/a/orders/$id" params={{ id: draft.order.id }} className={buttonVariants()}>
                {t('openOrder', { number: draft.order.display_id })}
              </Link>
            )}
          </div>
        </div>
        {/* Only an open draft has change actions to miss. */}
        {open && <ReadOnlyNotice permission="orders:write" />}
        {!cart ? (
          <p role="alert">{t('noCart')}</p>
        ) : (
          <>
            <DraftOrderLines
              draftId={draft.id}
              cart={cart}
              editable={open && access.change}
              money={money}
            />
            <div className="grid gap-4 md:grid-cols-3">
              <Card>
                <CardHeader>
                  <CardTitle>{t('customer')}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm">
                  <span>{cart.email}</span>
                  {address.map((line) => (
                    <span key={line} className="text-muted-foreground">
                      {line}
                    </span>
                  ))}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{t('shipping')}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm">
                  {shipping.length === 0 ? (
                    <span className="text-muted-foreground">{t('noShipping')}</span>
                  ) : (
                    shipping.map((method) => (
                      <span key={method.id}>
                        {method.shipping_option?.name ?? method.shipping_option_id} ·{' '}
                        {money(method.price)}
                      </span>
                    ))
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{t('totals.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                    {totals.map(([key, amount]) => (
                      <div key={key} className="contents">
                        <dt className="text-muted-foreground">{t(`totals.${key}`)}</dt>
                        <dd className="text-end tabular-nums">{money(Number(amount ?? 0))}</dd>
                      </div>
                    ))}
                    <dt className="font-medium">{t('totals.total')}</dt>
                    <dd className="text-end font-medium tabular-nums">{money(cart.total ?? 0)}</dd>
                  </dl>
                </CardContent>
              </Card>
            </div>
          </>
        )}
      </div>
    </HeadingLevel>
  );
}

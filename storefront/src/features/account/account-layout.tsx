import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const linkClass =
  'rounded-md px-3 py-2 text-sm hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-semibold';

/** The signed-in pages of `/account`: their navigation beside the page. */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { t: tOrders } = useTranslation('orders');
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-[12rem_1fr]">
      <nav aria-label={t('nav.label')} className="flex flex-col gap-1 md:order-none">
        <Link to="/account" activeOptions={{ exact: true }} className={linkClass}>
          {t('menu.overview')}
        </Link>
        <Link to="/account/orders" className={linkClass}>
          {t('menu.orders')}
        </Link>
        <Link to="/account/claim-orders" className={linkClass}>
          {tOrders('links.claim')}
        </Link>
        <Link to="/account/addresses" className={linkClass}>
          {t('menu.addresses')}
        </Link>
        <Link to="/account/payment-methods" className={linkClass}>
          {t('menu.paymentMethods')}
        </Link>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

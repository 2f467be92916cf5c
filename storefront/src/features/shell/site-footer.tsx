import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The footer's links, where the phone header's menu leads before JavaScript runs. */
export const FOOTER_NAV_ID = 'site-footer-nav';

export function SiteFooter() {
  const { t } = useTranslation();
  const { t: tOrders } = useTranslation('orders');
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), store: t('store.name') })}</p>
        <nav id={FOOTER_NAV_ID} aria-label={t('footer.label')} className="flex flex-wrap gap-4">
          <Link to="/products" className="hover:underline">
            {t('nav.allProducts')}
          </Link>
          <Link to="/cart" className="hover:underline">
            {t('footer.cart')}
          </Link>
          <Link to="/orders/lookup" className="hover:underline">
            {tOrders('links.lookup')}
          </Link>
          <Link to="/gift-cards" className="hover:underline">
            {tOrders('links.giftCard')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}

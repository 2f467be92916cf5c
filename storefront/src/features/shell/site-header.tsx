import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language-picker.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SearchBox } from './search-box.tsx';
import { SiteNav } from './site-nav.tsx';

/**
 * The header on every page; `cart` is the cart button with its drawer (features/cart),
 * `account` the way into the shopper's account (features/account).
 */
export function SiteHeader({ cart, account }: { cart: ReactNode; account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link to="/" className="text-lg font-semibold">
          {t('store.name')}
        </Link>
        <SiteNav />
        <SearchBox />
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <RegionPicker />
          <LanguagePicker />
          {account}
          {cart}
        </div>
      </div>
    </header>
  );
}

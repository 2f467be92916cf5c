import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language-picker.tsx';
import { PhoneMenu } from './phone-menu.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { RegionPicker } from './region-picker.tsx';
import { SearchBox } from './search-box.tsx';
import { SiteNav } from './site-nav.tsx';

/**
 * The header on every page; `cart` is the cart button with its drawer (features/cart),
 * `account` the way into the shopper's account (features/account) and `menuAccount` the
 * account's links in the phone menu.
 *
 * Below the `md` breakpoint (768 px) it is one row of about 60 px: the menu button (the
 * navigation, region, language and account in a sheet), the store's name, a search button
 * and the cart. From `md` up it is the row of everything it always was.
 */
export function SiteHeader({
  cart,
  account,
  menuAccount,
}: {
  cart: ReactNode;
  account?: ReactNode;
  menuAccount?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="relative border-b border-border">
      <div className="mx-auto flex max-w-6xl items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-wrap md:gap-x-6">
        <PhoneMenu account={menuAccount} />
        <Link to="/" className="min-w-0 truncate text-lg font-semibold">
          {t('store.name')}
        </Link>
        <div className="hidden md:contents">
          <SiteNav />
          <SearchBox />
        </div>
        <div className="ms-auto flex items-center gap-2 md:flex-wrap">
          <PhoneSearch />
          <div className="hidden md:contents">
            <RegionPicker />
            <LanguagePicker />
            {account}
          </div>
          {cart}
        </div>
      </div>
    </header>
  );
}

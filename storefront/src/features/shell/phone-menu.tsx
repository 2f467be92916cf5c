import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { useLazySheet } from '../../lib/lazy-sheet/use-lazy-sheet.ts';
import { iconButtonClass, MenuIcon } from './icons.tsx';
import { FOOTER_NAV_ID } from './site-footer.tsx';

const loadSheet = () => import('./phone-menu-sheet.tsx');
const PhoneMenuSheet = lazy(loadSheet);

/**
 * The phone header's menu button (below `md`) and the sheet it opens
 * (phone-menu-sheet.tsx, loaded on the first press or as the pointer or focus comes, so
 * the dialog stays out of the first load). Without JavaScript, or before the page has
 * hydrated, it is a link to the footer's links instead of a button that does nothing.
 */
export function PhoneMenu({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const sheet = useLazySheet(loadSheet);
  const className = `${iconButtonClass} -ms-2 md:hidden`;
  if (!hydrated) {
    return (
      <a href={`#${FOOTER_NAV_ID}`} className={className}>
        <MenuIcon />
        <span className="sr-only">{t('menu.button')}</span>
      </a>
    );
  }
  return (
    <>
      <button {...sheet.buttonProps} className={className}>
        <MenuIcon />
        <span className="sr-only">{t('menu.button')}</span>
      </button>
      {sheet.loaded && (
        <Suspense fallback={null}>
          <PhoneMenuSheet {...sheet.sheetProps} account={account} />
        </Suspense>
      )}
    </>
  );
}

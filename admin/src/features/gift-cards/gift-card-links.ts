import type { TFunction } from 'i18next';
import type { SectionLink } from '../../lib/lists/list-page.tsx';

/** The gift card screens: the issued cards and the gift card product. */
export function giftCardLinks(t: TFunction<'gift-cards'>): SectionLink[] {
  return [
    { to: '/a/gift-cards', label: t('sections.issued') },
    { to: '/a/gift-cards/manage', label: t('sections.product') },
  ];
}

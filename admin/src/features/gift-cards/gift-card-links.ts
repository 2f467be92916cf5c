import type { TFunction } from 'i18next';
import type { SectionLink } from '../../lib/lists/list-page.tsx';
import type { Permission } from '../../lib/permissions/permissions.ts';

/**
 * The gift card screens: the issued cards and the gift card product, which is a product
 * (so only for a role with `products:read`).
 */
export function giftCardLinks(
  t: TFunction<'gift-cards'>,
  can: (permission: Permission) => boolean,
): SectionLink[] {
  return [
    { to: '/a/gift-cards', label: t('sections.issued') },
    ...(can('products:read')
      ? [{ to: '/a/gift-cards/manage', label: t('sections.product') } as const]
      : []),
  ];
}

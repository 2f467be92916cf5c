import type { TFunction } from 'i18next';
import type { SectionLink } from '../../lib/lists/list-page.tsx';

/** The inventory screens, linked over each of them. */
export function inventoryLinks(t: TFunction<'inventory'>): SectionLink[] {
  return [
    { to: '/a/inventory', label: t('sections.items') },
    { to: '/a/inventory/reservations', label: t('sections.reservations') },
    { to: '/a/settings/locations', label: t('sections.locations') },
  ];
}

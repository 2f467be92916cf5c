import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { giftCardLinks } from '../../../features/gift-cards/gift-card-links.ts';
import { GiftCardProduct } from '../../../features/gift-cards/gift-card-product.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

/** The gift card product and its denominations. */
export const Route = createFileRoute('/a/gift-cards/manage')({
  component: ManageGiftCardsPage,
});

function ManageGiftCardsPage() {
  const { t } = useTranslation('gift-cards');
  const { can } = usePermissions();
  return (
    <ListPage
      title={t('title')}
      sectionLinks={giftCardLinks(t, can)}
      sectionLabel={t('sections.label')}
    >
      <GiftCardProduct />
    </ListPage>
  );
}

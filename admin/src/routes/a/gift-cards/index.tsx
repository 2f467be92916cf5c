import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardLinks } from '../../../features/gift-cards/gift-card-links.ts';
import { GiftCardList } from '../../../features/gift-cards/gift-card-list.tsx';
import { giftCardListSearch } from '../../../features/gift-cards/gift-card-list-search.ts';
import { IssueGiftCardDialog } from '../../../features/gift-cards/issue-gift-card-dialog.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

export const Route = createFileRoute('/a/gift-cards/')({
  validateSearch: giftCardListSearch,
  component: GiftCardsPage,
});

function GiftCardsPage() {
  const { t } = useTranslation('gift-cards');
  const navigate = Route.useNavigate();
  const [issuing, setIssuing] = useState(false);
  const { can } = usePermissions();
  return (
    <ListPage
      title={t('title')}
      sectionLinks={giftCardLinks(t, can)}
      sectionLabel={t('sections.label')}
      actions={
        // A card is issued for a region chosen from the store's list.
        can('gift-cards:write') &&
        can('regions:read') && <Button onClick={() => setIssuing(true)}>{t('issue.open')}</Button>
      }
    >
      <ReadOnlyNotice permission="gift-cards:write" />
      <GiftCardList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <IssueGiftCardDialog open={issuing} onClose={() => setIssuing(false)} />
    </ListPage>
  );
}

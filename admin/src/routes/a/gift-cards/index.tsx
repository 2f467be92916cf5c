import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardLinks } from '../../../features/gift-cards/gift-card-links.ts';
import { GiftCardList } from '../../../features/gift-cards/gift-card-list.tsx';
import { giftCardListSearch } from '../../../features/gift-cards/gift-card-list-search.ts';
import { IssueGiftCardDialog } from '../../../features/gift-cards/issue-gift-card-dialog.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';

export const Route = createFileRoute('/a/gift-cards/')({
  validateSearch: giftCardListSearch,
  component: GiftCardsPage,
});

function GiftCardsPage() {
  const { t } = useTranslation('gift-cards');
  const navigate = Route.useNavigate();
  const [issuing, setIssuing] = useState(false);
  return (
    <ListPage
      title={t('title')}
      sectionLinks={giftCardLinks(t)}
      sectionLabel={t('sections.label')}
      actions={<Button onClick={() => setIssuing(true)}>{t('issue.open')}</Button>}
    >
      <GiftCardList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <IssueGiftCardDialog open={issuing} onClose={() => setIssuing(false)} />
    </ListPage>
  );
}

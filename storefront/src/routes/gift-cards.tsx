import { createFileRoute } from '@tanstack/react-router';
import { GiftCardPage } from '../features/orders/gift-card-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/gift-cards')({
  ...privatePage((i18n) => i18n.t('giftCard.title', { ns: 'orders' })),
  pendingComponent: PagePending,
  component: GiftCardPage,
});

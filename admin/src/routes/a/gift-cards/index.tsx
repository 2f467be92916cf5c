import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/gift-cards/')({
  component: GiftCardsPage,
});

function GiftCardsPage() {
  return <SectionPage section="giftCards" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { GiftCardPage } from '../features/orders/gift-card-page.tsx';

export const Route = createFileRoute('/gift-cards')({
  component: GiftCardPage,
});

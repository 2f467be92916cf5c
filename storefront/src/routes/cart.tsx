import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/cart-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/cart')({
  ...privatePage((i18n) => i18n.t('title', { ns: 'cart' })),
  pendingComponent: PagePending,
  component: CartPage,
});

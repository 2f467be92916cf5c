import { createFileRoute } from '@tanstack/react-router';
import { ClaimOrdersPage } from '../features/orders/claim-orders-page.tsx';

export const Route = createFileRoute('/account/_shopper/claim-orders')({
  component: ClaimOrdersPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { LookupPage } from '../features/orders/lookup-page.tsx';

export const Route = createFileRoute('/orders/lookup')({
  component: LookupPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { DiscountCreate } from '../../../features/discounts/discount-create.tsx';

export const Route = createFileRoute('/a/discounts/new')({
  component: DiscountCreate,
});

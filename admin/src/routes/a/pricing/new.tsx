import { createFileRoute } from '@tanstack/react-router';
import { PriceListCreate } from '../../../features/pricing/price-list-create.tsx';

export const Route = createFileRoute('/a/pricing/new')({
  component: PriceListCreate,
});

import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/orders/')({
  component: OrdersPage,
});

function OrdersPage() {
  return <SectionPage section="orders" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/inventory/')({
  component: InventoryPage,
});

function InventoryPage() {
  return <SectionPage section="inventory" />;
}

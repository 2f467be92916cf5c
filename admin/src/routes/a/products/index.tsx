import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/products/')({
  component: ProductsPage,
});

function ProductsPage() {
  return <SectionPage section="products" />;
}

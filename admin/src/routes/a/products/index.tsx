import { createFileRoute } from '@tanstack/react-router';
import { WidgetZone } from '../../../features/extensions/widget-zone.tsx';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/products/')({
  component: ProductsPage,
});

function ProductsPage() {
  return (
    <>
      <WidgetZone zone="product.list.before" />
      <SectionPage section="products" />
      <WidgetZone zone="product.list.after" />
    </>
  );
}

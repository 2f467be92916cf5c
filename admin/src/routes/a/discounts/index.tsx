import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/discounts/')({
  component: DiscountsPage,
});

function DiscountsPage() {
  return <SectionPage section="discounts" />;
}

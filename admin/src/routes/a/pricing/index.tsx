import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/pricing/')({
  component: PricingPage,
});

function PricingPage() {
  return <SectionPage section="pricing" />;
}

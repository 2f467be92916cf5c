import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/shell/section-page.tsx';

export const Route = createFileRoute('/a/customers/')({
  component: CustomersPage,
});

function CustomersPage() {
  return <SectionPage section="customers" />;
}

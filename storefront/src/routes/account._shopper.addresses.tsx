import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../features/account/addresses-page.tsx';

export const Route = createFileRoute('/account/_shopper/addresses')({
  component: AddressesPage,
});

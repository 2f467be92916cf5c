import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/profile-page.tsx';

export const Route = createFileRoute('/account/_shopper/')({
  component: ProfilePage,
});

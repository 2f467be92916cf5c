import { createFileRoute } from '@tanstack/react-router';
import { LoginPlaceholder } from '../features/session/login-placeholder.tsx';

export const Route = createFileRoute('/login')({
  component: LoginPlaceholder,
});

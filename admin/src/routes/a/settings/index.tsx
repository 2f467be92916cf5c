import { createFileRoute } from '@tanstack/react-router';
import { SettingsHub } from '../../../features/extensions/index.ts';

export const Route = createFileRoute('/a/settings/')({
  component: SettingsHub,
});

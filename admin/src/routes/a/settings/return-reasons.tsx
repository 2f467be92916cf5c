import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { ReturnReasons } from '../../../features/regions/return-reasons.tsx';

/** The reasons customers give for returns, nested. */
export const Route = createFileRoute('/a/settings/return-reasons')({
  component: () => (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-4xl">
        <BackToSettings />
      </div>
      <ReturnReasons />
    </div>
  ),
});

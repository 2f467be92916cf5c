import { Button, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

/** Runs a change and says how it went: `done` on success, the server's refusal otherwise. */
export function useReport() {
  const { i18n } = useTranslation('regions');
  return async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      return false;
    }
    notify.success(done);
    return true;
  };
}

export interface RemovableChipProps {
  label: string;
  /** The remove button's accessible name, e.g. "Remove Denmark". */
  removeLabel: string;
  onRemove: () => void;
  isPending: boolean;
}

/** One item of a list of linked things (a country, a provider), as text only. */
export function Chip({ label }: { label: string }) {
  return <li className="rounded-md border border-border px-3 py-1 text-sm">{label}</li>;
}

/** One item of a list of linked things (a country, a provider), with its remove button. */
export function RemovableChip({ label, removeLabel, onRemove, isPending }: RemovableChipProps) {
  return (
    <li className="flex items-center gap-2 rounded-md border border-border py-1 ps-3 pe-1 text-sm">
      {label}
      <Button
        size="small"
        variant="ghost"
        aria-label={removeLabel}
        isLoading={isPending}
        onClick={onRemove}
      >
        ×
      </Button>
    </li>
  );
}

import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from './use-save-prices.ts';

/** The Save's outcome, read out as it appears, until dismissed. */
export function SaveOutcomeNotice({
  outcome,
  onDismiss,
}: {
  outcome: SaveOutcome | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('pricing');
  return (
    <div role="status" className="text-sm">
      {outcome && (
        <div
          className={
            outcome.ok
              ? 'flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted p-3'
              : 'flex flex-wrap items-center gap-3 rounded-md border border-danger/40 bg-danger/10 p-3'
          }
        >
          <p>
            {outcome.ok
              ? t('prices.saved', { count: outcome.count })
              : t('prices.refused', { message: outcome.message })}
          </p>
          <Button size="small" variant="secondary" onClick={onDismiss}>
            {t('actions.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}

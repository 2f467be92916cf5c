import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { SaveSummary } from './use-save-grid.ts';

export interface SaveStatusProps {
  progress: { done: number; total: number } | null;
  summary: SaveSummary | null;
  onDismiss: () => void;
}

/** The Save's progress, then its outcome (read out as it appears), until dismissed. */
export function SaveStatus({ progress, summary, onDismiss }: SaveStatusProps) {
  const { t } = useTranslation('grid');
  return (
    <div role="status" className="text-sm">
      {progress && (
        <div className="flex items-center gap-3">
          <progress max={progress.total} value={progress.done} aria-hidden className="w-40" />
          <span>{t('product.saving', { done: progress.done, total: progress.total })}</span>
        </div>
      )}
      {summary && (
        <div
          className={
            summary.refused.length > 0
              ? 'flex flex-col gap-1 rounded-md border border-danger/40 bg-danger/10 p-3'
              : 'flex flex-col gap-1 rounded-md border border-border bg-muted p-3'
          }
        >
          <p>
            {summary.refused.length > 0
              ? t('product.savedPartly', { saved: summary.saved, refused: summary.refused.length })
              : t('product.saved', { count: summary.saved })}
          </p>
          {summary.refused.length > 0 && (
            <ul className="list-disc ps-5 text-danger">
              {summary.refused.map((item) => (
                <li key={item.title}>
                  {t('product.refusedVariant', { variant: item.title, message: item.message })}
                </li>
              ))}
            </ul>
          )}
          <Button size="small" variant="secondary" className="self-start" onClick={onDismiss}>
            {t('product.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}

import { ClientError } from '@commerce/client';
import { Button, EmptyState, Skeleton } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';

/** Placeholder lines while the first page loads; screen readers hear one "Loading" instead. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
        <Skeleton key={index} shape="text" className={index % 2 ? 'w-2/3' : 'w-5/6'} />
      ))}
    </div>
  );
}

/**
 * Why the list could not be read, and a retry. A 501 means this server does not offer the
 * list yet (it is being built), which is said plainly instead of as a failure.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('lists');
  const unavailable = error instanceof ClientError && error.status === 501;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-danger/40 p-4"
    >
      <p className="font-medium">
        {unavailable ? t('states.unavailableTitle') : t('states.errorTitle')}
      </p>
      <p className="text-sm text-muted-foreground">
        {unavailable ? t('states.unavailable') : serverErrorMessage(error, i18n.t)}
      </p>
      <Button size="small" variant="secondary" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

export interface ListEmptyProps {
  /** Rows are hidden by search text or filters, rather than there being none. */
  narrowed: boolean;
  onClear: () => void;
  title: string;
  description?: string | undefined;
}

/** Nothing to list: say whether nothing exists or nothing matches, and offer the way out. */
export function ListEmpty({ narrowed, onClear, title, description }: ListEmptyProps) {
  const { t } = useTranslation('lists');
  return narrowed ? (
    <EmptyState
      title={t('states.noMatchTitle')}
      description={t('states.noMatch')}
      action={
        <Button size="small" variant="secondary" onClick={onClear}>
          {t('filters.clearAll')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={title} description={description} />
  );
}

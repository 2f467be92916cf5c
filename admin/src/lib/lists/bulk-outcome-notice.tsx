import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import type { BulkOutcome } from './bulk.ts';

export interface BulkOutcomeNoticeProps<Row> {
  outcome: BulkOutcome<Row>;
  /** What was done, e.g. "3 products published." (said only when some succeeded). */
  success: string;
  /** The heading over the refusals, e.g. "2 products could not be published:". */
  failure: string;
  rowName: (row: Row) => string;
  onDismiss: () => void;
  /** A screen's own wording of a refusal (e.g. translated server codes); the server's message otherwise. */
  reason?: (error: unknown) => string;
}

/**
 * What a bulk action did, kept on screen until dismissed (a toast would vanish before a list
 * of refusals is read): how many rows changed, and each refused row with the server's reason.
 * Rows refused for the same reason share one line.
 */
export function BulkOutcomeNotice<Row>({
  outcome,
  success,
  failure,
  rowName,
  onDismiss,
  reason: reasonOf,
}: BulkOutcomeNoticeProps<Row>) {
  const { t, i18n } = useTranslation('lists');
  const reasons = new Map<string, string[]>();
  for (const { row, error } of outcome.failed) {
    const reason = reasonOf ? reasonOf(error) : serverErrorMessage(error, i18n.t);
    reasons.set(reason, [...(reasons.get(reason) ?? []), rowName(row)]);
  }
  const failed = outcome.failed.length > 0;
  return (
    <div
      role={failed ? 'alert' : 'status'}
      data-tone={failed ? 'danger' : 'success'}
      className="flex items-start gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm data-[tone=danger]:border-danger/50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {outcome.succeeded.length > 0 && <p className="font-medium">{success}</p>}
        {failed && (
          <>
            <p className="font-medium text-danger">{failure}</p>
            <ul className="list-disc ps-5">
              {[...reasons].map(([reason, names]) => (
                <li key={reason} className="break-words">
                  {t('bulk.reason', { names: names.join(', '), reason })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Button size="small" variant="ghost" onClick={onDismiss}>
        {t('bulk.dismiss')}
      </Button>
    </div>
  );
}

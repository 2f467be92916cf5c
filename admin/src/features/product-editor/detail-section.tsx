import { Button } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';

export interface DetailSectionProps {
  title: string;
  /**
   * Opens the section's edit dialog; without it the section is read only. Every edit of the
   * product page writes the product, so the button is there only with `products:write`.
   */
  onEdit?: () => void;
  children: ReactNode;
}

/** One titled region of the product page, with its Edit button. */
export function DetailSection({ title, onEdit, children }: DetailSectionProps) {
  const { t } = useTranslation('product-editor');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {onEdit && (
          <Allowed permission="products:write">
            <Button
              size="small"
              variant="secondary"
              onClick={onEdit}
              aria-label={`${t('actions.edit')} ${title}`}
            >
              {t('actions.edit')}
            </Button>
          </Allowed>
        )}
      </div>
      {children}
    </section>
  );
}

/** Terms and details in two columns; an empty detail shows a dash. */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{detail === null || detail === '' ? '—' : detail}</dd>
        </div>
      ))}
    </dl>
  );
}

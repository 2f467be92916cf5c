import { Button, cn } from '@commerce/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type StepState = 'current' | 'done' | 'upcoming';

export interface StepSectionProps {
  number: number;
  count: number;
  title: string;
  state: StepState;
  /** What was chosen, shown while the step is done and closed. */
  summary?: ReactNode;
  /** Opens the step again; offered while it is done and closed. */
  onEdit?: () => void;
  /** Moves focus to the heading when the step opens (after the shopper moved on or back). */
  focusOnOpen: boolean;
  /** The step's form, shown while it is the current step. */
  children: ReactNode;
}

/**
 * One step of the checkout: its numbered heading, then its form while it is current, or a
 * summary of what was chosen with a Change button once done. A screen reader hears the
 * step's number and state with its heading.
 */
export function StepSection({
  number,
  count,
  title,
  state,
  summary,
  onEdit,
  focusOnOpen,
  children,
}: StepSectionProps) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state !== 'current' || !focusOnOpen) return;
    // An alert inside the step (a declined card) took focus first: leave it there.
    if (section.current?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, [state, focusOnOpen]);

  return (
    <li aria-current={state === 'current' ? 'step' : undefined}>
      <section
        ref={section}
        aria-labelledby={headingId}
        className={cn(
          'space-y-4 rounded-lg border p-4 sm:p-5',
          state === 'current' ? 'border-primary' : 'border-border',
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className={cn(
              'text-lg font-medium outline-none',
              state === 'upcoming' && 'text-muted-foreground',
            )}
          >
            <span className="sr-only">{t('step.position', { number, total: count })}</span>{' '}
            <span aria-hidden="true" className="me-2 tabular-nums">
              {number}.
            </span>
            {title}
            {state === 'done' && (
              <>
                {' '}
                <span className="sr-only">{t('step.done')}</span>
              </>
            )}
          </h2>
          {state === 'done' && onEdit && (
            <Button
              variant="ghost"
              size="small"
              onClick={onEdit}
              aria-label={t('step.editLabel', { step: title })}
            >
              {t('step.edit')}
            </Button>
          )}
        </div>
        {state === 'current' && children}
        {state === 'done' && summary && (
          <div className="text-sm text-muted-foreground">{summary}</div>
        )}
      </section>
    </li>
  );
}

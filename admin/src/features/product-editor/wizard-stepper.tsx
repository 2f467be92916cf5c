import { cn } from '@commerce/ui';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STEPS, type Step } from './wizard-values.ts';

export interface WizardStepperProps {
  current: Step;
  /** The furthest step reached: steps after it cannot be opened yet. */
  reached: number;
  onSelect: (step: Step) => void;
}

/**
 * The wizard's steps as one tab stop (roving tabindex): Left/Right or Up/Down move between
 * the steps that can be opened, Home/End to the first and last, Enter or Space opens one.
 * The current step is `aria-current="step"`.
 */
export function WizardStepper({ current, reached, onSelect }: WizardStepperProps) {
  const { t } = useTranslation('product-editor');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = STEPS.indexOf(current);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const focused = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    if (focused < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: focused + 1,
      ArrowDown: focused + 1,
      ArrowLeft: focused - 1,
      ArrowUp: focused - 1,
      Home: 0,
      End: reached,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[Math.max(0, Math.min(reached, target))]?.focus();
  };

  return (
    <nav aria-label={t('wizard.steps')}>
      <ol className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {STEPS.map((step, position) => (
          <li key={step}>
            <button
              ref={(element) => {
                buttons.current[position] = element;
              }}
              type="button"
              tabIndex={position === index ? 0 : -1}
              disabled={position > reached}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => onSelect(step)}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                'disabled:cursor-not-allowed disabled:opacity-50',
                position === index
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background',
              )}
            >
              <span aria-hidden="true">{position + 1}</span>
              {t(`steps.${step}`)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

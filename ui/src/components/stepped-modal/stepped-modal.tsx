import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  type ModalProps,
  ModalTitle,
} from '../modal/modal.tsx';

/** One step of a {@link SteppedModal}. */
export type SteppedModalStep = {
  content: ReactNode;
  /** Whether the user may move on to this step; Next stays disabled while it is false. */
  enabled?: boolean;
};

export type SteppedModalProps = Omit<ModalProps, 'title' | 'onSubmit'> & {
  title: ReactNode;
  steps: readonly SteppedModalStep[];
  /** Called by the last step's Submit button. */
  onSubmit: () => void;
  /** Shows Submit busy with a spinner. */
  isSubmitting?: boolean;
  backLabel?: string;
  nextLabel?: string;
  submitLabel?: string;
  /** The step counter; specification section 9 fixes the English text `Step N of M.` */
  stepLabel?: (step: number, count: number) => string;
};

/**
 * A modal that walks through steps (specification section 4): the current step starts at 0;
 * Next moves forward and is disabled while the next step is not enabled; Back moves back,
 * never below 0, and is disabled on the first step; on the last step the button reads Submit
 * and calls `onSubmit`; the footer shows `Step N of M.`; closing resets to the first step,
 * because the step lives in the dialog's content, which unmounts when it hides.
 *
 * Focus follows the WAI-ARIA dialog pattern: on open it goes to the step's first field, or to
 * the title when the step has none, never to the footer's disabled-looking Back. Next and Back
 * keep focus on the button pressed, unless that button has just turned disabled (Back on
 * reaching the first step): then focus moves to the step's start the same way.
 *
 * @example
 * <SteppedModal
 *   open={open}
 *   onClose={close}
 *   title="New discount"
 *   steps={[
 *     { content: <DiscountType /> },
 *     { content: <DiscountValue />, enabled: Boolean(type) },
 *   ]}
 *   onSubmit={create}
 * />
 */
export function SteppedModal({
  title,
  steps,
  onSubmit,
  isSubmitting = false,
  backLabel = 'Back',
  nextLabel = 'Next',
  submitLabel = 'Submit',
  stepLabel = (step, count) => `Step ${step} of ${count}.`,
  initialFocus,
  ...props
}: SteppedModalProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Filled in by the steps as they mount, before Ariakit moves focus into the dialog.
  const stepStartRef = useRef<HTMLElement>(null);
  return (
    <Modal data-slot="stepped-modal" initialFocus={initialFocus ?? stepStartRef} {...props}>
      <ModalHeader>
        {/* tabIndex -1: focusable by script only, for steps without a field of their own. */}
        <ModalTitle ref={titleRef} tabIndex={-1} className="outline-none">
          {title}
        </ModalTitle>
      </ModalHeader>
      <SteppedModalSteps
        titleRef={titleRef}
        stepStartRef={stepStartRef}
        steps={steps}
        onSubmit={onSubmit}
        isSubmitting={isSubmitting}
        labels={{ backLabel, nextLabel, submitLabel, stepLabel }}
      />
    </Modal>
  );
}

/** What a keyboard user may land on; the first one that is enabled and shown is the field. */
const FIELDS =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Where focus starts in a step: its first enabled, visible field, else the modal's title. */
function stepStart(body: HTMLElement | null, title: HTMLElement | null): HTMLElement | null {
  for (const field of body?.querySelectorAll<HTMLElement>(FIELDS) ?? []) {
    if (field.matches(':disabled, [aria-disabled="true"]')) continue;
    if (field.getClientRects().length === 0) continue;
    return field;
  }
  return title;
}

type StepsProps = Pick<SteppedModalProps, 'steps' | 'onSubmit' | 'isSubmitting'> & {
  titleRef: RefObject<HTMLElement | null>;
  stepStartRef: RefObject<HTMLElement | null>;
  labels: Required<
    Pick<SteppedModalProps, 'backLabel' | 'nextLabel' | 'submitLabel' | 'stepLabel'>
  >;
};

function SteppedModalSteps({
  steps,
  onSubmit,
  isSubmitting,
  labels,
  titleRef,
  stepStartRef,
}: StepsProps) {
  const [current, setCurrent] = useState(0);
  const isFirst = current === 0;
  const isLast = current >= steps.length - 1;
  const nextEnabled = steps[current + 1]?.enabled !== false;
  const bodyRef = useRef<HTMLDivElement>(null);

  // A layout effect runs before Ariakit's focus-on-show effect reads the ref.
  useLayoutEffect(() => {
    stepStartRef.current = stepStart(bodyRef.current, titleRef.current);
  }, [stepStartRef, titleRef]);

  // After Next or Back: a button that turned disabled under the user's focus (Back on the
  // first step, Next before the step after is enabled) hands focus to the step's start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step.
  useEffect(() => {
    const focused = bodyRef.current?.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused.getAttribute('aria-disabled') === 'true') {
      stepStart(bodyRef.current, titleRef.current)?.focus();
    }
  }, [current, titleRef]);

  return (
    <>
      <ModalBody ref={bodyRef} data-slot="stepped-modal-step">
        {steps[current]?.content}
      </ModalBody>
      <ModalFooter className="justify-between">
        {/* aria-live so the new position is announced when Next or Back is pressed. */}
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {labels.stepLabel(current + 1, steps.length)}
        </p>
        <div className="flex gap-2">
          {/* Disabled buttons stay focusable, so focus is not lost when one turns disabled
              under the user's finger (Back on reaching the first step). */}
          <Button
            data-slot="stepped-modal-back"
            variant="secondary"
            disabled={isFirst}
            accessibleWhenDisabled
            onClick={() => setCurrent((step) => Math.max(0, step - 1))}
          >
            {labels.backLabel}
          </Button>
          {/* One element that turns from Next into Submit, so focus stays on it. */}
          <Button
            data-slot={isLast ? 'stepped-modal-submit' : 'stepped-modal-next'}
            disabled={!isLast && !nextEnabled}
            accessibleWhenDisabled
            isLoading={isLast && isSubmitting}
            onClick={
              isLast ? onSubmit : () => setCurrent((step) => Math.min(steps.length - 1, step + 1))
            }
          >
            {isLast ? labels.submitLabel : labels.nextLabel}
          </Button>
        </div>
      </ModalFooter>
    </>
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

/** Specification section 9: content unmounts 100 ms after hiding, over a 100 ms transition. */
export const TRANSITION_UNMOUNT_DELAY_MS = 100;

/** Classes for {@link Transition}; `state` is set by the component, `motion` by the user's setting. */
export const transitionVariants = cva('', {
  variants: {
    state: {
      // Specification section 9: scale 0.98 when hidden.
      shown: 'opacity-100 scale-100',
      hidden: 'opacity-0 scale-98',
    },
    motion: {
      full: 'transition-[opacity,scale] duration-100 ease-out motion-reduce:transition-none',
      // Reduced motion: nothing moves or fades; the content just appears and disappears.
      reduced: 'transition-none scale-100',
    },
  },
  defaultVariants: { state: 'shown', motion: 'full' },
});

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the user asked the system for reduced motion. Read in script as well as by the
 * `motion-reduce:` classes so the choice is also honoured where the class cannot reach (the
 * scale), and so it can be tested.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

export type TransitionProps = Omit<ComponentProps<'div'>, 'hidden'> &
  Omit<VariantProps<typeof transitionVariants>, 'state' | 'motion'> & {
    /** Visible when true; when it turns false the content fades out and then unmounts. */
    show: boolean;
    /** Runs the fade-in on first render too, for content that appears with the page. */
    appear?: boolean;
  };

/**
 * Fades and scales its content in and out (specification sections 4 and 9): shown or hidden;
 * hiding plays a 100 ms fade to 98 % scale and removes the content from the page 100 ms after.
 * Under prefers-reduced-motion nothing animates, and the content still leaves after 100 ms.
 *
 * @example
 * <Transition show={hasUnsavedChanges}>
 *   <UnsavedChangesBar />
 * </Transition>
 */
export function Transition({
  show,
  appear = false,
  className,
  children,
  ...props
}: TransitionProps) {
  const reduced = usePrefersReducedMotion();
  const [mounted, setMounted] = useState(show);
  // `entered` lags a painted frame behind mounting, so the browser draws the hidden state
  // first and the change to shown is a transition rather than a jump.
  const [entered, setEntered] = useState(show && !appear);

  useEffect(() => {
    if (!show) {
      setEntered(false);
      const timer = setTimeout(() => setMounted(false), TRANSITION_UNMOUNT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setMounted(true);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setEntered(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [show]);

  if (!mounted && !show) return null;
  // Derived from `show` in the same render, so hiding starts the moment `show` turns false.
  const state = show && entered ? 'shown' : 'hidden';
  return (
    <div
      data-slot="transition"
      data-state={state}
      className={cn(transitionVariants({ state, motion: reduced ? 'reduced' : 'full' }), className)}
      {...props}
    >
      {children}
    </div>
  );
}

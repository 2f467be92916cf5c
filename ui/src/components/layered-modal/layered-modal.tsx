import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import { Modal, ModalHeader, type ModalProps, ModalTitle } from '../modal/modal.tsx';

/** One screen of a {@link LayeredModal}: its title and what it shows under the header. */
export type LayeredModalScreen = {
  title: ReactNode;
  /** Usually a ModalBody and a ModalFooter, like the root screen's children. */
  content: ReactNode;
};

export type LayeredModalContextValue = {
  /** The screens pushed over the root screen, oldest first; empty on the root screen. */
  screens: readonly LayeredModalScreen[];
  push: (screen: LayeredModalScreen) => void;
  /** Goes back one screen; does nothing on the root screen. */
  pop: () => void;
  /** Goes back to the root screen. */
  reset: () => void;
};

const LayeredModalContext = createContext<LayeredModalContextValue | null>(null);

/**
 * The stack of the {@link LayeredModal} this is rendered in, to push, pop or reset screens
 * (specification section 4).
 *
 * @example
 * const { push } = useLayeredModal();
 * <Button onClick={() => push({ title: 'Add a product', content: <ProductPicker /> })}>
 *   Add a product
 * </Button>
 */
export function useLayeredModal(): LayeredModalContextValue {
  const context = useContext(LayeredModalContext);
  if (!context) throw new Error('useLayeredModal must be used inside a LayeredModal.');
  return context;
}

export type LayeredModalProps = Omit<ModalProps, 'title'> & {
  /** The root screen's title; its content is the children. */
  title: ReactNode;
  /** Accessible name of the back button, which shows once a screen is pushed. */
  backLabel?: string;
};

/**
 * A modal that holds a stack of screens (specification sections 2 and 4): screens are pushed
 * over the root screen with {@link useLayeredModal}, a back button pops the top one, and
 * closing resets the stack, because the stack lives in the dialog's content, which unmounts
 * when it hides. Takes the {@link Modal}'s props (`open`/`onClose` or a ModalProvider).
 *
 * @example
 * <LayeredModal open={open} onClose={close} title="Edit order">
 *   <ModalBody><AddItemButton /></ModalBody>
 *   <ModalFooter>…</ModalFooter>
 * </LayeredModal>
 */
export function LayeredModal({ title, backLabel = 'Back', children, ...props }: LayeredModalProps) {
  return (
    <Modal data-slot="layered-modal" {...props}>
      <LayeredModalStack title={title} backLabel={backLabel}>
        {children}
      </LayeredModalStack>
    </Modal>
  );
}

function LayeredModalStack({
  title,
  backLabel,
  children,
}: {
  title: ReactNode;
  backLabel: string;
  children?: ReactNode;
}) {
  const [screens, setScreens] = useState<readonly LayeredModalScreen[]>([]);
  const push = useCallback(
    (screen: LayeredModalScreen) => setScreens((stack) => [...stack, screen]),
    [],
  );
  const pop = useCallback(() => setScreens((stack) => stack.slice(0, -1)), []);
  const reset = useCallback(() => setScreens([]), []);
  const value = useMemo(() => ({ screens, push, pop, reset }), [screens, push, pop, reset]);
  const top = screens.at(-1);

  // The control that pushed or popped may be gone, so focus moves to the new screen's title,
  // which also makes screen readers announce it. Not on mount: the dialog sets first focus.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const depth = useRef(screens.length);
  useEffect(() => {
    if (depth.current === screens.length) return;
    depth.current = screens.length;
    titleRef.current?.focus();
  }, [screens.length]);

  return (
    <LayeredModalContext.Provider value={value}>
      <ModalHeader data-slot="layered-modal-header" className="flex-row items-center gap-2">
        {top && (
          <Button
            data-slot="layered-modal-back"
            variant="ghost"
            size="small"
            aria-label={backLabel}
            className="-ms-2 aspect-square px-0"
            onClick={pop}
          >
            {/* Points toward the start of the line, so it flips in right-to-left pages. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="rtl:-scale-x-100"
            >
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Button>
        )}
        <ModalTitle ref={titleRef} tabIndex={-1} className="outline-none">
          {top ? top.title : title}
        </ModalTitle>
      </ModalHeader>
      {top ? top.content : children}
    </LayeredModalContext.Provider>
  );
}

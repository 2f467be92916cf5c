import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';

export interface LazySheet {
  /** True from the first press on: render the lazy sheet (in a Suspense) from then on. */
  loaded: boolean;
  /** Spread on the `<button>` that opens the sheet. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    onPointerEnter(): void;
    onFocus(): void;
    onClick(): void;
  };
  /** Spread on the sheet: whether it is open, how it closes, where focus goes back. */
  sheetProps: {
    open: boolean;
    onClose(): void;
    returnFocus: RefObject<HTMLButtonElement | null>;
  };
}

/**
 * A button that opens a sheet loaded on demand (the phone menu, a listing's filters): the
 * sheet's code stays out of the first load and is fetched as the pointer or focus comes to
 * the button, so it is usually there by the press. `load` is the sheet's `import()`, the
 * one `React.lazy` was given.
 */
export function useLazySheet(load: () => Promise<unknown>): LazySheet {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const preload = useCallback(() => void load(), [load]);
  const onClose = useCallback(() => setOpen(false), []);
  const sheetProps = useMemo(() => ({ open, onClose, returnFocus: button }), [open, onClose]);
  return {
    loaded,
    buttonProps: {
      ref: button,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setLoaded(true);
        setOpen(true);
      },
    },
    sheetProps,
  };
}

import { type CSSProperties, useEffect } from 'react';
import * as sonner from 'sonner';
import {
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_WIDTH_PX,
  type ToasterProps,
  toastVariants,
} from './toast-style.ts';

/*
 * sonner's Toaster with the theme's look, loaded by toast.tsx with the first toast. It calls
 * `onReady` once mounted: its effect runs after sonner's own (children first), so sonner
 * is listening by the time the waiting toasts are handed over.
 */

/**
 * sonner's own sheet is unlayered, so it beats Tailwind's layered utilities; its colours are
 * therefore re-pointed at the theme's tokens through its variables, which switch with .dark.
 */
const toasterStyle = {
  '--width': `${TOAST_WIDTH_PX}px`,
  '--normal-bg': 'var(--background)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--foreground)',
  fontFamily: 'inherit',
} as CSSProperties;

export default function SonnerToaster({
  label = 'Notifications',
  dir = 'auto',
  offsetTop,
  onReady,
}: ToasterProps & { onReady: (module: typeof sonner) => void }) {
  useEffect(() => onReady(sonner), [onReady]);
  // The other sides keep sonner's defaults (an offset object's missing sides do).
  const offset = offsetTop === undefined ? {} : { offset: { top: offsetTop } };
  const mobileOffset = offsetTop === undefined ? {} : { mobileOffset: { top: offsetTop } };
  return (
    <sonner.Toaster
      {...offset}
      {...mobileOffset}
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      dir={dir}
      containerAriaLabel={label}
      style={toasterStyle}
      toastOptions={{
        classNames: {
          toast: 'shadow-lg',
          // important: sonner's unlayered description colour is a fixed grey.
          description: 'text-muted-foreground!',
          success: toastVariants({ type: 'success' }),
          warning: toastVariants({ type: 'warning' }),
          error: toastVariants({ type: 'error' }),
          info: toastVariants({ type: 'info' }),
        },
      }}
    />
  );
}

import { cva } from 'class-variance-authority';

/** Classes for {@link Button}, exported so links and other elements can look like one. */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md border',
    'font-medium transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
    // A loading button is busy, not unavailable, so it keeps full strength. Ariakit stops
    // pointer events on a disabled button: only the aria-disabled form can show a cursor.
    'disabled:not-aria-busy:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    "[&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: 'border-transparent bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'border-border bg-muted text-foreground hover:bg-muted/70',
        ghost: 'border-transparent bg-transparent text-foreground hover:bg-muted',
        danger: 'border-danger bg-background text-danger hover:bg-danger/10',
        /** For irreversible actions (delete a store, wipe data): the loudest look. */
        nuclear: 'border-transparent bg-danger text-danger-foreground hover:bg-danger/90',
      },
      // px is padding-inline in Tailwind 4, so spacing already follows the writing direction.
      size: {
        large: 'h-11 px-5 text-base',
        medium: 'h-9 px-4 text-sm',
        small: 'h-8 px-3 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'medium' },
  },
);

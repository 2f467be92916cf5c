import { cva } from 'class-variance-authority';

/** Classes for {@link Input}; `invalid` is the error style of specification §5. */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border bg-background text-foreground shadow-xs',
    'placeholder:text-muted-foreground transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    // Specification §2: a disabled field is dimmed.
    'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  ],
  {
    variants: {
      size: {
        small: 'h-8 px-2.5 text-sm',
        medium: 'h-9 px-3 text-sm',
        large: 'h-11 px-3.5 text-base',
      },
      invalid: {
        true: 'border-danger focus-visible:outline-danger',
        false: 'border-border hover:border-muted-foreground focus-visible:outline-focus-ring',
      },
    },
    defaultVariants: { size: 'medium', invalid: false },
  },
);

import { cva } from 'class-variance-authority';

/** Classes for {@link NumberInput}'s frame, which holds the input and its step buttons. */
export const numberInputVariants = cva(
  [
    'flex w-full min-w-0 items-stretch overflow-hidden rounded-md border bg-background shadow-xs',
    'focus-within:outline-2 focus-within:outline-offset-1',
    'has-disabled:cursor-not-allowed has-disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        small: 'h-8 text-sm',
        medium: 'h-9 text-sm',
        large: 'h-11 text-base',
      },
      invalid: {
        true: 'border-danger focus-within:outline-danger',
        false: 'border-border focus-within:outline-focus-ring',
      },
    },
    defaultVariants: { size: 'medium', invalid: false },
  },
);

/**
 * Classes for the `<input>` inside {@link NumberInput}'s frame; the browser's own spin
 * buttons are hidden, the labelled step buttons replace them.
 */
export const numberInputFieldClasses =
  'min-w-0 flex-1 bg-transparent px-3 text-foreground outline-none tabular-nums ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed [appearance:textfield] ' +
  '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

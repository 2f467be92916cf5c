import { cva } from 'class-variance-authority';

/** Classes for {@link RadioGroup}'s list of options. */
export const radioGroupVariants = cva('flex gap-2', {
  variants: {
    orientation: {
      vertical: 'flex-col',
      horizontal: 'flex-row flex-wrap gap-x-4',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/**
 * Classes for a radio's own circle (a native radio restyled), to which the caller adds its
 * border colour (`border-muted-foreground`, or `border-danger` when invalid). Strings, not
 * a cva, because the storefront's first load carries them through LiteRadioGroup.
 */
export const radioInputClasses =
  'peer absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-full border ' +
  'bg-background checked:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-focus-ring';

/** The chosen radio's dot, drawn over the circle once it is checked. */
export const radioDotClasses =
  'pointer-events-none absolute inset-1 rounded-full bg-primary opacity-0 peer-checked:opacity-100';

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

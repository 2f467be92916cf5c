import { cva } from 'class-variance-authority';

/** Classes for FormFieldError (and the lite tier's field error, which shares its look). */
export const formFieldErrorVariants = cva('flex min-w-0 items-start gap-1.5 text-danger', {
  variants: {
    size: {
      small: 'text-xs',
      medium: 'text-sm',
    },
  },
  defaultVariants: { size: 'small' },
});

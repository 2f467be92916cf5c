import { cva } from 'class-variance-authority';

/** Classes for {@link DropZone}: a dashed area that lights up while files are dragged over it. */
export const dropZoneVariants = cva(
  [
    'flex min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center',
    'transition-colors',
  ],
  {
    variants: {
      dragging: {
        true: 'border-primary bg-muted',
        false: 'border-border',
      },
      disabled: {
        true: 'opacity-60',
        false: '',
      },
    },
    defaultVariants: { dragging: false, disabled: false },
  },
);

export { Button, type ButtonProps } from './button.tsx';
export { buttonVariants } from './button-variants.ts';

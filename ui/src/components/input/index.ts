export { Input, type InputProps } from './input.tsx';
export { inputVariants } from './input-variants.ts';

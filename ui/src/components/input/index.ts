export { Input, type InputProps, inputVariants } from './input.tsx';

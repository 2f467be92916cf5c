export { NumberInput, type NumberInputProps } from './number-input.tsx';
export { numberInputVariants } from './number-input-variants.ts';

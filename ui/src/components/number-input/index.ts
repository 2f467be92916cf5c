export { NumberInput, type NumberInputProps, numberInputVariants } from './number-input.tsx';

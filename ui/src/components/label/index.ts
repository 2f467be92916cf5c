export { Label, type LabelProps, labelVariants } from './label.tsx';

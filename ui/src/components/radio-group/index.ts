export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from './radio-group.tsx';
export { radioGroupVariants } from './radio-group-variants.ts';

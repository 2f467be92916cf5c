export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  radioGroupVariants,
} from './radio-group.tsx';

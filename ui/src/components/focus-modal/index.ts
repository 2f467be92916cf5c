export {
  FocusModal,
  FocusModalBody,
  FocusModalHeader,
  type FocusModalHeaderProps,
  type FocusModalProps,
  FocusModalTitle,
  focusModalVariants,
} from './focus-modal.tsx';

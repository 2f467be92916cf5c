export {
  Modal,
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  type ModalProps,
  ModalProvider,
  ModalTitle,
  ModalTrigger,
  modalVariants,
} from './modal.tsx';

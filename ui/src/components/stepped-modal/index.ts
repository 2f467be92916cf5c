export { SteppedModal, type SteppedModalProps, type SteppedModalStep } from './stepped-modal.tsx';

export {
  LayeredModal,
  type LayeredModalContextValue,
  type LayeredModalProps,
  type LayeredModalScreen,
  useLayeredModal,
} from './layered-modal.tsx';

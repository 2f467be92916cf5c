export {
  TRANSITION_UNMOUNT_DELAY_MS,
  Transition,
  type TransitionProps,
  transitionVariants,
  usePrefersReducedMotion,
} from './transition.tsx';

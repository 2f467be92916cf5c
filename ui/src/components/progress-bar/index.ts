export {
  ProgressBar,
  type ProgressBarProps,
  progressBarVariants,
} from './progress-bar.tsx';

export { HeadingLevel, type HeadingLevelProps } from './heading-level.tsx';

export { HeadingLevel } from './heading-level.tsx';

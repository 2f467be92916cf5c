export { EmptyState, type EmptyStateProps, emptyStateVariants } from './empty-state.tsx';

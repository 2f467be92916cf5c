export { StatusBadge, type StatusBadgeProps, statusBadgeVariants } from './status-badge.tsx';

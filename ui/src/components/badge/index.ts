export { Badge, type BadgeProps, badgeVariants } from './badge.tsx';

export { SkipLink, type SkipLinkProps, skipLinkVariants } from './skip-link.tsx';

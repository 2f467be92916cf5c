export { BulkActionBar, type BulkActionBarProps } from './bulk-action-bar.tsx';

// The package's only public entry (house style 3): apps import from '@commerce/ui'.

export { Avatar, type AvatarProps, avatarVariants } from './components/avatar/index.ts';
export { Badge, type BadgeProps, badgeVariants } from './components/badge/index.ts';
export {
  BulkActionBar,
  type BulkActionBarProps,
} from './components/bulk-action-bar/index.ts';
export { Button, type ButtonProps, buttonVariants } from './components/button/index.ts';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Section,
  type SectionProps,
} from './components/card/index.ts';
export { Checkbox, type CheckboxProps, checkboxVariants } from './components/checkbox/index.ts';
export {
  type Command,
  CommandPalette,
  type CommandPaletteProps,
  type CommandPaletteShortcutOptions,
  useCommandPaletteShortcut,
} from './components/command-palette/index.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/index.ts';
export {
  DataGrid,
  DataGridBody,
  DataGridCell,
  type DataGridCellProps,
  DataGridColumnHeader,
  DataGridHeader,
  type DataGridProps,
  DataGridRow,
  type DataGridRowProps,
  DataGridSortableHeader,
  type DataGridSortableHeaderProps,
  dataGridRowVariants,
  type GridNavigation,
  type GridPosition,
  type UseGridNavigationOptions,
  useGridNavigation,
} from './components/data-grid/index.ts';
export {
  defaultFormatRange,
  type PageRange,
  SelectAllCheckbox,
  type SelectAllCheckboxProps,
  SelectRowCheckbox,
  type SelectRowCheckboxProps,
  SortableHeader,
  type SortableHeaderProps,
  type SortDirection,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  type TableEmptyProps,
  TableHead,
  TableHeader,
  TablePagination,
  type TablePaginationProps,
  type TableProps,
  TableRow,
  type TableRowProps,
  TableSkeleton,
  type TableSkeletonProps,
} from './components/data-table/index.ts';
export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  type DrawerProps,
  DrawerProvider,
  DrawerTitle,
  DrawerTrigger,
  drawerVariants,
} from './components/drawer/index.ts';
export {
  acceptsFile,
  checkFiles,
  DropZone,
  DropZonePreview,
  type DropZonePreviewProps,
  DropZonePreviews,
  type DropZonePreviewsProps,
  type DropZoneProps,
  defaultRejectionMessage,
  dropZoneVariants,
  type FileLimits,
  type FileRejection,
  type FileRejectionReason,
  formatFileSize,
  useObjectUrl,
} from './components/drop-zone/index.ts';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  type DropdownMenuCheckboxItemProps,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  type DropdownMenuProps,
  DropdownMenuRadioItem,
  type DropdownMenuRadioItemProps,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuTriggerProps,
  dropdownMenuItemVariants,
} from './components/dropdown-menu/index.ts';
export {
  EmptyState,
  type EmptyStateProps,
  emptyStateVariants,
} from './components/empty-state/index.ts';
export {
  errorMessages,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldProps,
  useFieldControl,
  useFieldError,
} from './components/field/index.ts';
export {
  FocusModal,
  FocusModalBody,
  FocusModalHeader,
  type FocusModalHeaderProps,
  type FocusModalProps,
  FocusModalTitle,
  focusModalVariants,
} from './components/focus-modal/index.ts';
export {
  defaultErrorCountLabel,
  FormFieldError,
  type FormFieldErrorProps,
  formFieldErrorVariants,
} from './components/form-field-error/index.ts';
export { HeadingLevel, type HeadingLevelProps } from './components/heading-level/index.ts';
export { Input, type InputProps, inputVariants } from './components/input/index.ts';
export { Label, type LabelProps, labelVariants } from './components/label/index.ts';
export {
  LayeredModal,
  type LayeredModalContextValue,
  type LayeredModalProps,
  type LayeredModalScreen,
  useLayeredModal,
} from './components/layered-modal/index.ts';
export {
  Modal,
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  type ModalProps,
  ModalProvider,
  ModalTitle,
  ModalTrigger,
  modalVariants,
} from './components/modal/index.ts';
export {
  NumberInput,
  type NumberInputProps,
  numberInputVariants,
} from './components/number-input/index.ts';
export {
  ProgressBar,
  type ProgressBarProps,
  progressBarVariants,
} from './components/progress-bar/index.ts';
export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  radioGroupVariants,
} from './components/radio-group/index.ts';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  comboboxVariants,
  Select,
  type SelectOption,
  type SelectProps,
  selectVariants,
} from './components/select/index.ts';
export { Skeleton, type SkeletonProps, skeletonVariants } from './components/skeleton/index.ts';
export { SkipLink, type SkipLinkProps, skipLinkVariants } from './components/skip-link/index.ts';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/index.ts';
export {
  StatusBadge,
  type StatusBadgeProps,
  statusBadgeVariants,
} from './components/status-badge/index.ts';
export {
  SteppedModal,
  type SteppedModalProps,
  type SteppedModalStep,
} from './components/stepped-modal/index.ts';
export { SwitchField, type SwitchFieldProps } from './components/switch-field/index.ts';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/tabs/index.ts';
export { Textarea, type TextareaProps, textareaVariants } from './components/textarea/index.ts';
export {
  type NotifyOptions,
  notify,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_WIDTH_PX,
  Toaster,
  type ToasterProps,
  type ToastType,
  toastVariants,
} from './components/toast/index.ts';
export {
  ToggleSwitch,
  type ToggleSwitchProps,
  toggleSwitchVariants,
} from './components/toggle-switch/index.ts';
export {
  InfoTooltip,
  type InfoTooltipProps,
  TOOLTIP_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OFFSET_PX,
  Tooltip,
  type TooltipAlign,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipVariants,
} from './components/tooltip/index.ts';
export {
  TRANSITION_UNMOUNT_DELAY_MS,
  Transition,
  type TransitionProps,
  transitionVariants,
  usePrefersReducedMotion,
} from './components/transition/index.ts';
export { cn } from './lib/cn.ts';

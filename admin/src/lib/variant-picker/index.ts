// The variant picker's public entry: screens that add items (order edits, claims, swaps,
// draft orders) import from here only.
export type { PickedVariant } from './picked-variant.ts';
export { VariantPickerDialog, type VariantPickerDialogProps } from './variant-picker-dialog.tsx';

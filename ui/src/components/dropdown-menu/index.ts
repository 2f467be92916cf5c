export {
  DropdownMenu,
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
} from './dropdown-menu.tsx';
export {
  DropdownMenuCheckboxItem,
  type DropdownMenuCheckboxItemProps,
} from './dropdown-menu-checkbox-item.tsx';

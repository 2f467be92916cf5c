import { MenuItemCheck, MenuItemCheckbox, type MenuItemCheckboxProps } from '@ariakit/react';
import { cn } from '../../lib/cn.ts';
import { dropdownMenuItemVariants } from './dropdown-menu.tsx';

export type DropdownMenuCheckboxItemProps = MenuItemCheckboxProps;

/**
 * An item that turns one choice on or off (role `menuitemcheckbox`, `aria-checked`), with a
 * check mark while on; several can be on at once, as for the columns a list shows or the
 * values a filter keeps. The menu stays open so more can be changed. Items with the same
 * `name` share one array value when the menu is controlled through `values`/`setValues`;
 * or control each item with `checked` and `onChange`.
 *
 * @example
 * <DropdownMenuGroup>
 *   <DropdownMenuLabel>Columns</DropdownMenuLabel>
 *   {columns.map((column) => (
 *     <DropdownMenuCheckboxItem key={column.id} name="columns" value={column.id}
 *       checked={shown.includes(column.id)} onChange={() => toggle(column.id)}>
 *       {column.label}
 *     </DropdownMenuCheckboxItem>
 *   ))}
 * </DropdownMenuGroup>
 */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuItemCheckbox
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), className)}
      {...props}
    >
      <MenuItemCheck
        data-slot="dropdown-menu-item-check"
        style={{ width: '1rem', height: '1rem' }}
        className="flex items-center justify-center"
      />
      {children}
    </MenuItemCheckbox>
  );
}

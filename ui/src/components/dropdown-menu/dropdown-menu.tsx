import {
  Menu,
  MenuButton,
  type MenuButtonProps,
  MenuGroup,
  MenuGroupLabel,
  type MenuGroupLabelProps,
  type MenuGroupProps,
  MenuItem,
  MenuItemCheck,
  type MenuItemProps,
  MenuItemRadio,
  type MenuItemRadioProps,
  type MenuProps,
  MenuProvider,
  type MenuProviderProps,
  MenuSeparator,
  type MenuSeparatorProps,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/button-variants.ts';

/** Classes for {@link DropdownMenuItem}; `destructive` marks actions that delete or cancel. */
export const dropdownMenuItemVariants = cva(
  [
    'flex min-h-8 cursor-default select-none items-center gap-2 rounded-sm px-2 text-start text-sm',
    'outline-none data-active-item:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    "[&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: 'text-foreground',
        destructive: 'text-danger',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuProps = MenuProviderProps;

/**
 * A menu of actions behind a button, over Ariakit's Menu: Enter, Space or the arrow keys
 * open it on the first (or last) item, arrows move (wrapping at the ends) and skip separators and disabled items,
 * typing a letter jumps to an item, Escape or a click outside closes it and focus returns to
 * the button. It renders no element; pass `open`/`setOpen` to control it.
 *
 * @example
 * <DropdownMenu>
 *   <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
 *   <DropdownMenuContent>
 *     <DropdownMenuItem onClick={edit}>Edit</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *     <DropdownMenuItem variant="destructive" onClick={remove}>Delete</DropdownMenuItem>
 *   </DropdownMenuContent>
 * </DropdownMenu>
 */
export function DropdownMenu({ focusLoop = true, ...props }: DropdownMenuProps) {
  // Ariakit stops at the ends by default; wrapping (allowed by the WAI-ARIA menu pattern)
  // saves keyboard users a trip back through a long list.
  return <MenuProvider focusLoop={focusLoop} {...props} />;
}

export type DropdownMenuTriggerProps = MenuButtonProps & VariantProps<typeof buttonVariants>;

/** The button that opens the menu; it looks like a `Button` (secondary by default). */
export function DropdownMenuTrigger({
  className,
  variant = 'secondary',
  size,
  ...props
}: DropdownMenuTriggerProps) {
  return (
    <MenuButton
      data-slot="dropdown-menu-trigger"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/** The popup. It is portalled and named by its trigger; `gutter` sets the gap (4px). */
export function DropdownMenuContent({ className, gutter = 4, ...props }: MenuProps) {
  return (
    <Menu
      data-slot="dropdown-menu-content"
      gutter={gutter}
      className={cn(
        'z-50 flex min-w-44 flex-col rounded-md border border-border bg-background p-1',
        'text-foreground shadow-md outline-none',
        className,
      )}
      {...props}
    />
  );
}

export type DropdownMenuItemProps = MenuItemProps & VariantProps<typeof dropdownMenuItemVariants>;

/** An action; it closes the menu when chosen. See {@link DropdownMenu}. */
export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <MenuItem
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export type DropdownMenuRadioItemProps = MenuItemRadioProps;

/**
 * One choice of several (role `menuitemradio`, `aria-checked`), with a check mark when
 * chosen. Items with the same `name` form a group; put them in a `DropdownMenuGroup` with a
 * `DropdownMenuLabel` so the group is named. Arrow keys move, Enter or Space chooses. The
 * menu stays open by default so the moved check is seen; pass `hideOnClick` to close it.
 * Control it per item (`checked` and `onChange`) or for the menu (`values`/`setValues` on
 * `DropdownMenu`).
 *
 * @example
 * <DropdownMenuGroup>
 *   <DropdownMenuLabel>Theme</DropdownMenuLabel>
 *   {['light', 'dark'].map((value) => (
 *     <DropdownMenuRadioItem
 *       key={value}
 *       name="theme"
 *       value={value}
 *       checked={theme === value}
 *       onChange={() => setTheme(value)}
 *     >
 *       {t(`theme.${value}`)}
 *     </DropdownMenuRadioItem>
 *   ))}
 * </DropdownMenuGroup>
 */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: DropdownMenuRadioItemProps) {
  return (
    <MenuItemRadio
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), className)}
      {...props}
    >
      {/* Ariakit sizes the mark's box in em; a fixed box lines the labels up with icons. */}
      <MenuItemCheck
        data-slot="dropdown-menu-item-check"
        style={{ width: '1rem', height: '1rem' }}
        className="flex items-center justify-center"
      />
      {children}
    </MenuItemRadio>
  );
}

/** A rule between groups of items; arrow keys skip it. See {@link DropdownMenu}. */
export function DropdownMenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return (
    <MenuSeparator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 border-border', className)}
      {...props}
    />
  );
}

/** Items under a label; the group is named by its `DropdownMenuLabel`. */
export function DropdownMenuGroup({ className, ...props }: MenuGroupProps) {
  return (
    <MenuGroup
      data-slot="dropdown-menu-group"
      className={cn('flex flex-col', className)}
      {...props}
    />
  );
}

/** The visible name of a `DropdownMenuGroup`. See {@link DropdownMenu}. */
export function DropdownMenuLabel({ className, ...props }: MenuGroupLabelProps) {
  return (
    <MenuGroupLabel
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

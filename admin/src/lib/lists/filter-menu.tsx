import {
  Badge,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
  /** Indent, for a tree such as categories. */
  depth?: number;
}

export interface FilterMenuProps {
  /** The filter's name, e.g. "Status"; also the menu's name. */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  /** The options are still loading, or could not be loaded. */
  state?: 'loading' | 'error' | 'ready';
}

/**
 * One filter of a list: a menu of checkbox items, any number on at once (the API matches
 * any of them). The button shows how many values are on.
 */
export function FilterMenu({
  label,
  options,
  selected = [],
  onChange,
  state = 'ready',
}: FilterMenuProps) {
  const { t } = useTranslation('lists');
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  const notice =
    state === 'loading'
      ? t('filters.loading')
      : state === 'error'
        ? t('filters.failed')
        : options.length === 0
          ? t('filters.none')
          : undefined;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        size="small"
        aria-label={
          selected.length ? t('filters.buttonChosen', { label, count: selected.length }) : undefined
        }
      >
        {label}
        {selected.length > 0 && (
          <Badge size="small" variant="info" aria-hidden="true">
            {selected.length}
          </Badge>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label} className="max-h-80 overflow-y-auto">
        <DropdownMenuGroup>
          <DropdownMenuLabel>{label}</DropdownMenuLabel>
          {notice && <DropdownMenuItem disabled>{notice}</DropdownMenuItem>}
          {options.map((option) => (
            <DropdownMenuCheckboxItem
              key={option.value}
              name={label}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => toggle(option.value)}
              style={option.depth ? { paddingInlineStart: `${0.5 + option.depth}rem` } : undefined}
            >
              {option.label}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuGroup>
        {selected.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onClick={() => onChange([])}>{t('filters.clear')}</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

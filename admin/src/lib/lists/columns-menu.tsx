import {
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
import type { ListColumn } from './list-columns.ts';

export interface ColumnsMenuProps<Row> {
  columns: readonly ListColumn<Row>[];
  shown: readonly ListColumn<Row>[];
  /** The ids to show, in the list's order; undefined goes back to the defaults. */
  onChange: (ids: string[] | undefined) => void;
}

/** Which columns the list shows; the column naming the row cannot be hidden. */
export function ColumnsMenu<Row>({ columns, shown, onChange }: ColumnsMenuProps<Row>) {
  const { t } = useTranslation('lists');
  const shownIds = new Set(shown.map((column) => column.id));
  const toggle = (id: string) =>
    onChange(
      columns
        .filter((column) => (column.id === id ? !shownIds.has(id) : shownIds.has(column.id)))
        .map((column) => column.id),
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger size="small">{t('columns.button')}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuGroup>
          <DropdownMenuLabel>{t('columns.label')}</DropdownMenuLabel>
          {columns
            .filter((column) => !column.required)
            .map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                name="columns"
                value={column.id}
                checked={shownIds.has(column.id)}
                onChange={() => toggle(column.id)}
              >
                {column.header}
              </DropdownMenuCheckboxItem>
            ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onClick={() => onChange(undefined)}>
          {t('columns.reset')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

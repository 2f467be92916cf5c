import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridColumnHeader,
  DataGridHeader,
  DataGridRow,
} from './data-grid.tsx';
import { useGridNavigation } from './use-grid-navigation.ts';

// The story's editable-grid keys: a range that Shift stretches, Tab between cells, and the
// arrows of a right-to-left page, over a small table of stock per size and location.

const SIZES = ['S', 'M', 'L'];
const LOCATIONS = ['Berlin', 'Lyon', 'Porto'];

export type StockGridProps = { dir?: 'ltr' | 'rtl' };

export function StockGrid({ dir = 'ltr' }: StockGridProps) {
  const nav = useGridNavigation({
    rowCount: SIZES.length,
    columnCount: LOCATIONS.length,
    selectsRanges: true,
    tabMovesCells: true,
    dir,
  });
  const inRange = (row: number, column: number) =>
    row >= Math.min(nav.anchor.row, nav.active.row) &&
    row <= Math.max(nav.anchor.row, nav.active.row) &&
    column >= Math.min(nav.anchor.column, nav.active.column) &&
    column <= Math.max(nav.anchor.column, nav.active.column);

  return (
    <div dir={dir}>
      <DataGrid
        aria-label="Stock"
        aria-multiselectable
        aria-rowcount={SIZES.length + 1}
        aria-activedescendant={nav.activeId}
        onKeyDown={nav.onKeyDown}
        columns="repeat(3, 7rem)"
      >
        <DataGridHeader>
          <DataGridRow aria-rowindex={1} interactive={false}>
            {LOCATIONS.map((location) => (
              <DataGridColumnHeader key={location}>{location}</DataGridColumnHeader>
            ))}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody>
          {SIZES.map((size, row) => (
            <DataGridRow key={size} aria-rowindex={row + 2} interactive={false}>
              {LOCATIONS.map((location, column) => (
                <DataGridCell
                  key={location}
                  id={nav.cellId(row, column)}
                  active={nav.isActive(row, column)}
                  aria-selected={inRange(row, column)}
                  className="aria-selected:bg-muted"
                >
                  {`${size} ${location}`}
                </DataGridCell>
              ))}
            </DataGridRow>
          ))}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

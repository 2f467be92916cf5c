import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { StatusBadge, type StatusBadgeProps } from '../status-badge/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './data-table.tsx';
import { SortableHeader, type SortDirection } from './sortable-header.tsx';
import { TablePagination } from './table-pagination.tsx';
import { SelectAllCheckbox, SelectRowCheckbox } from './table-selection.tsx';
import { TableEmpty, TableSkeleton } from './table-states.tsx';

// The story's composition of the table pieces over in-memory data, as a screen would do it.

export type Order = {
  id: string;
  number: number;
  customer: string;
  total: number;
  status: { label: string; tone: NonNullable<StatusBadgeProps['status']> };
};

const customers = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Edsger Dijkstra',
  'Barbara Liskov',
];
const statuses: Order['status'][] = [
  { label: 'Completed', tone: 'success' },
  { label: 'Pending', tone: 'warning' },
  { label: 'Canceled', tone: 'danger' },
];

/** 23 orders, so a page of 10 gives 10, 10 and 3 rows; totals are all different. */
export const orders: Order[] = Array.from({ length: 23 }, (_, index) => ({
  id: `order_${index + 1}`,
  number: 1001 + index,
  customer: customers[index % customers.length] ?? '',
  total: ((index * 37 + 5) % 23) * 1000 + 1999,
  status: statuses[index % statuses.length] ?? { label: 'Completed', tone: 'success' },
}));

type Column = 'number' | 'customer' | 'total';
type Sort = { column: Column; direction: Exclude<SortDirection, 'none'> };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

function sortOrders(list: readonly Order[], { column, direction }: Sort): Order[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const [x, y] = [a[column], b[column]];
    return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
  });
}

export type OrdersTableProps = {
  data?: readonly Order[];
  isLoading?: boolean;
  limit?: number;
  onCreateOrder?: () => void;
};

export function OrdersTable({
  data = orders,
  isLoading = false,
  limit = 10,
  onCreateOrder,
}: OrdersTableProps) {
  const [sort, setSort] = useState<Sort>({ column: 'number', direction: 'ascending' });
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const page = sortOrders(data, sort).slice(offset, offset + limit);
  const pageSelected = page.filter((order) => selected.has(order.id));
  const directionOf = (column: Column) => (sort.column === column ? sort.direction : 'none');
  const sortBy = (column: Column) => (direction: Sort['direction']) => {
    setSort({ column, direction });
    setOffset(0); // a new order starts from the first page
  };
  const toggle = (ids: readonly string[], checked: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };

  return (
    <div className="rounded-lg border border-border">
      <p className="px-3 pt-2 text-sm text-muted-foreground" aria-live="polite">
        {selected.size} selected
      </p>
      <Table aria-label="Orders" isLoading={isLoading}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <SelectAllCheckbox
                selectedCount={pageSelected.length}
                totalCount={page.length}
                onCheckedChange={(checked) =>
                  toggle(
                    page.map((order) => order.id),
                    checked,
                  )
                }
              />
            </TableHead>
            <SortableHeader direction={directionOf('number')} onSortChange={sortBy('number')}>
              Order
            </SortableHeader>
            <SortableHeader direction={directionOf('customer')} onSortChange={sortBy('customer')}>
              Customer
            </SortableHeader>
            <TableHead>Status</TableHead>
            <SortableHeader
              direction={directionOf('total')}
              onSortChange={sortBy('total')}
              className="text-end"
            >
              Total
            </SortableHeader>
          </TableRow>
        </TableHeader>
        {isLoading ? (
          <TableSkeleton columns={5} label="Loading orders" />
        ) : (
          <TableBody>
            {page.length === 0 && (
              <TableEmpty
                colSpan={5}
                title="No orders yet"
                description="Orders appear here once customers check out."
                action={
                  <Button size="small" onClick={onCreateOrder}>
                    Create order
                  </Button>
                }
              />
            )}
            {page.map((order) => (
              <TableRow key={order.id} selected={selected.has(order.id)}>
                <TableCell>
                  <SelectRowCheckbox
                    label={`Select order #${order.number}`}
                    checked={selected.has(order.id)}
                    onCheckedChange={(checked) => toggle([order.id], checked)}
                  />
                </TableCell>
                <TableCell className="font-medium">#{order.number}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell>
                  <StatusBadge status={order.status.tone}>{order.status.label}</StatusBadge>
                </TableCell>
                <TableCell className="text-end tabular-nums">
                  {money.format(order.total / 100)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        )}
      </Table>
      <TablePagination
        className="border-t border-border"
        offset={offset}
        limit={limit}
        count={isLoading ? 0 : data.length}
        onOffsetChange={setOffset}
      />
    </div>
  );
}

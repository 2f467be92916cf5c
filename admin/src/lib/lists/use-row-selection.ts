import { useCallback, useState } from 'react';

/**
 * The rows chosen for a bulk action, by id, with the rows themselves kept so an action can
 * name them ("Linen Shirt could not be published") after they have left the page.
 */
export function useRowSelection<Row>(getId: (row: Row) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const toggle = useCallback(
    (row: Row) =>
      setSelected((current) => {
        const next = new Map(current);
        const id = getId(row);
        if (!next.delete(id)) next.set(id, row);
        return next;
      }),
    [getId],
  );
  const setAll = useCallback(
    (rows: readonly Row[], checked: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (checked) next.set(getId(row), row);
          else next.delete(getId(row));
        }
        return next;
      }),
    [getId],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, setAll, clear, isSelected: (row: Row) => selected.has(getId(row)) };
}

export type RowSelection<Row> = ReturnType<typeof useRowSelection<Row>>;

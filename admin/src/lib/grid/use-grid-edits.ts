import { useCallback, useMemo, useState } from 'react';
import type { CellError, CellType } from './cell-types.ts';
import { type EditHistory, emptyHistory, record, redo, settle, undo } from './history.ts';
import type { CellWrite } from './range.ts';

/** A value column of the grid: its id, header and cell type (money, integer…). */
export interface GridColumn {
  id: string;
  header: string;
  type: CellType;
}

export interface GridSource<Row> {
  rows: readonly Row[];
  columns: readonly GridColumn[];
  getRowId: (row: Row) => string;
  /** The saved value of a cell, `null` when it has none. */
  getValue: (row: Row, columnId: string) => number | null;
  /** Cells that cannot be edited (shown, skipped by paste and clear). */
  isReadOnly?: (row: Row, columnId: string) => boolean;
}

/** A changed, valid cell, ready to be saved. */
export interface CellChangeOut<Row> {
  key: string;
  row: Row;
  column: GridColumn;
  value: number | null;
}

export interface CellState {
  text: string;
  changed: boolean;
  readOnly: boolean;
  error?: CellError;
  /** The server's refusal of the last save, until the cell is edited again. */
  serverError?: string;
}

export const cellKey = (rowId: string, columnId: string) => `${rowId}\u001f${columnId}`;

/**
 * The state of an editable grid over saved values: the edits as typed, their validation,
 * undo and redo, and the server's refusals. The screen owns it, so its Save reads it.
 */
export function useGridEdits<Row>(source: GridSource<Row>) {
  const { rows, columns, getRowId, getValue, isReadOnly } = source;
  const [history, setHistory] = useState<EditHistory>(emptyHistory);
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(new Map());

  const rowIndex = useMemo(
    () => new Map(rows.map((row, i) => [getRowId(row), i])),
    [rows, getRowId],
  );
  const columnIndex = useMemo(() => new Map(columns.map((c, i) => [c.id, i])), [columns]);

  const cell = useCallback(
    (row: number, col: number): CellState => {
      const r = rows[row];
      const column = columns[col];
      if (r === undefined || !column) return { text: '', changed: false, readOnly: true };
      const key = cellKey(getRowId(r), column.id);
      const edit = history.edits.get(key);
      const readOnly = isReadOnly?.(r, column.id) ?? false;
      const serverError = failed.get(key);
      if (edit === undefined) {
        const text = column.type.format(getValue(r, column.id));
        return { text, changed: false, readOnly, ...(serverError ? { serverError } : {}) };
      }
      const parsed = column.type.parse(edit);
      return {
        text: edit,
        changed: true,
        readOnly,
        ...(parsed.ok ? {} : { error: parsed.error }),
        ...(serverError ? { serverError } : {}),
      };
    },
    [rows, columns, getRowId, getValue, isReadOnly, history.edits, failed],
  );

  /** Writes cells as one undo step; returns how many cells it wrote (read-only ones are skipped). */
  const write = (writes: readonly CellWrite[]): number => {
    const keyed = writes.flatMap((w) => {
      const r = rows[w.row];
      const column = columns[w.col];
      if (r === undefined || !column || isReadOnly?.(r, column.id)) return [];
      const key = cellKey(getRowId(r), column.id);
      const parsed = w.text === undefined ? undefined : column.type.parse(w.text);
      // A text that reads as the saved value is no edit at all.
      const same = parsed?.ok === true && parsed.value === getValue(r, column.id);
      return [{ key, text: same ? undefined : w.text }];
    });
    setHistory((current) => record(current, keyed));
    if (keyed.some((w) => failed.has(w.key))) {
      setFailed(
        (current) => new Map([...current].filter(([key]) => !keyed.some((w) => w.key === key))),
      );
    }
    return keyed.length;
  };

  const changes: CellChangeOut<Row>[] = [];
  let invalid = 0;
  for (const [key, text] of history.edits) {
    const [rowId = '', columnId = ''] = key.split('\u001f');
    const r = rows[rowIndex.get(rowId) ?? -1];
    const column = columns[columnIndex.get(columnId) ?? -1];
    if (r === undefined || !column) continue;
    const parsed = column.type.parse(text);
    if (parsed.ok) changes.push({ key, row: r, column, value: parsed.value });
    else invalid += 1;
  }

  return {
    source,
    cell,
    write,
    changes,
    invalidCount: invalid,
    /** Some cell differs from its saved value (valid or not): leaving would lose it. */
    hasEdits: history.edits.size > 0,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    /** After a save: the saved cells' edits go, the refused ones keep theirs and the message. */
    settle: (saved: readonly string[], refused: ReadonlyMap<string, string>) => {
      setHistory((current) => settle(current, saved));
      setFailed(refused);
    },
  };
}

export type GridEdits<Row> = ReturnType<typeof useGridEdits<Row>>;

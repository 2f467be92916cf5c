import { type GridPosition, useGridNavigation } from '@commerce/ui';
import type { ClipboardEvent, KeyboardEvent, PointerEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellPos, cellsOf, pasteWrites, rangeOf } from './range.ts';
import { formatTsv, parseTsv } from './tsv.ts';
import type { GridEdits } from './use-grid-edits.ts';

const toCell = ({ row, column }: GridPosition): CellPos => ({ row, col: column });
const toGrid = ({ row, col }: CellPos): GridPosition => ({ row, column: col });

/**
 * The cell being edited, and what keys, the mouse and the clipboard do to the cells: moving
 * and selecting ranges is ui's grid navigation (WAI-ARIA grid pattern); editing, clearing,
 * undo and the clipboard are the spreadsheet's keys on top of it.
 */
export function useGridCursor<Row>(edits: GridEdits<Row>, focusGrid: () => void) {
  const { t, i18n } = useTranslation('grid');
  const rows = edits.source.rows.length;
  const cols = edits.source.columns.length;
  const nav = useGridNavigation({
    rowCount: rows,
    columnCount: cols,
    selectsRanges: true,
    tabMovesCells: true,
    dir: i18n.dir() === 'rtl' ? 'rtl' : 'ltr',
  });
  const active = toCell(nav.active);
  const anchor = toCell(nav.anchor);
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const dragging = useRef(false);
  // The editor's blur follows its Enter or Escape: the edit ends once.
  const ended = useRef(false);
  const range = rangeOf(anchor, active);

  // A live region reads a change only: the same words twice get a different ending.
  const announce = (text: string) => setMessage((old) => (old === text ? `${text}\u00a0` : text));

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const moveTo = (pos: CellPos, extend = false) => nav.moveTo(toGrid(pos), extend);

  const beginEdit = (pos: CellPos, text?: string) => {
    if (edits.cell(pos.row, pos.col).readOnly) return;
    ended.current = false;
    setEditing(text ?? edits.cell(pos.row, pos.col).text);
  };
  const startEdit = (text?: string) => beginEdit(active, text);

  /** Ends an edit: keeps the text (moving by `step`) or, with `null`, drops it. */
  const finishEdit = (text: string | null, step: [number, number] = [0, 0]) => {
    if (editing === null || ended.current) return;
    ended.current = true;
    if (text !== null && text !== edits.cell(active.row, active.col).text) {
      edits.write([{ ...active, text }]);
    }
    setEditing(null);
    moveTo({ row: active.row + step[0], col: active.col + step[1] });
    focusGrid();
  };

  const clearRange = () => {
    const count = edits.write(cellsOf(range).map((pos) => ({ ...pos, text: '' })));
    announce(t('announce.cleared', { count }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (editing !== null || rows === 0 || cols === 0) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const handled = () => event.preventDefault();
    if (mod && key === 'z') {
      handled();
      const redo = event.shiftKey;
      if (redo ? edits.canRedo : edits.canUndo) {
        if (redo) edits.redo();
        else edits.undo();
        announce(t(redo ? 'announce.redone' : 'announce.undone'));
      } else announce(t(redo ? 'announce.nothingToRedo' : 'announce.nothingToUndo'));
      return;
    }
    if (mod && key === 'y') {
      handled();
      if (edits.canRedo) edits.redo();
      announce(t(edits.canRedo ? 'announce.redone' : 'announce.nothingToRedo'));
      return;
    }
    // Copy, cut and paste arrive as clipboard events (onCopy, onCut, onPaste).
    if (nav.onKeyDown(event) || mod || event.altKey) return;
    if (key === 'Enter' || key === 'F2') {
      handled();
      startEdit();
    } else if (key === 'Delete' || key === 'Backspace') {
      handled();
      clearRange();
    } else if (event.key.length === 1) {
      handled();
      startEdit(event.key);
    }
  };

  const copy = (event: ClipboardEvent) => {
    if (editing !== null) return false;
    event.preventDefault();
    const lines = [];
    for (let row = range.top; row <= range.bottom; row += 1) {
      const line = [];
      for (let col = range.left; col <= range.right; col += 1) line.push(edits.cell(row, col).text);
      lines.push(line);
    }
    event.clipboardData.setData('text/plain', formatTsv(lines));
    announce(t('announce.copied', { count: lines.length * (lines[0]?.length ?? 0) }));
    return true;
  };

  const onPaste = (event: ClipboardEvent) => {
    if (editing !== null) return;
    event.preventDefault();
    const block = parseTsv(event.clipboardData.getData('text/plain'));
    const writes = pasteWrites(block, range, rows, cols);
    const count = edits.write(writes);
    const last = writes.at(-1);
    if (last) {
      moveTo({ row: range.top, col: range.left });
      moveTo(last, true);
    }
    announce(t('announce.pasted', { count }));
  };

  const onCellPointerDown = (pos: CellPos, event: PointerEvent) => {
    if (event.button !== 0 || editing !== null) return;
    event.preventDefault();
    focusGrid();
    dragging.current = true;
    moveTo(pos, event.shiftKey);
  };

  return {
    active,
    range,
    editing,
    message,
    announce,
    setEditing,
    finishEdit,
    onKeyDown,
    onCopy: copy,
    onCut: (event: ClipboardEvent) => {
      if (copy(event)) clearRange();
    },
    onPaste,
    onCellPointerDown,
    onCellPointerEnter: (pos: CellPos) => {
      if (dragging.current) moveTo(pos, true);
    },
    onCellDoubleClick: (pos: CellPos) => {
      moveTo(pos);
      beginEdit(pos);
    },
  };
}

export type GridCursor = ReturnType<typeof useGridCursor>;

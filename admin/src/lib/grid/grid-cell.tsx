import { cn } from '@commerce/ui';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellPos } from './range.ts';
import type { CellState } from './use-grid-edits.ts';

export interface GridCellProps {
  id: string;
  pos: CellPos;
  state: CellState;
  /** Names the editor: "EUR of S / Red". */
  label: string;
  inputMode: 'decimal' | 'numeric';
  active: boolean;
  selected: boolean;
  /** The editor's text while this cell is edited. */
  editing: string | null;
  onEditChange: (text: string) => void;
  onEditEnd: (text: string | null, step?: [number, number]) => void;
  onPointerDown: (pos: CellPos, event: PointerEvent) => void;
  onPointerEnter: (pos: CellPos) => void;
  onDoubleClick: (pos: CellPos) => void;
}

/**
 * One value cell: its text, or an input while edited. A refusal (the cell's own check or the
 * server's) is outlined and read with the cell; a changed cell is marked, in words too.
 */
export function GridCell(props: GridCellProps) {
  const { t } = useTranslation('grid');
  const { id, pos, state, active, selected, editing } = props;
  const problem = state.error ? t(state.error.key, state.error.values ?? {}) : state.serverError;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant).
    <div
      role="gridcell"
      id={id}
      aria-colindex={pos.col + 2}
      aria-selected={selected}
      aria-invalid={problem ? true : undefined}
      aria-readonly={state.readOnly || undefined}
      data-changed={state.changed || undefined}
      title={problem}
      onPointerDown={(event) => props.onPointerDown(pos, event)}
      onPointerEnter={() => props.onPointerEnter(pos)}
      onDoubleClick={() => props.onDoubleClick(pos)}
      className={cn(
        'relative flex items-center justify-end border-e border-b border-border px-2 text-sm tabular-nums select-none',
        selected && 'bg-primary/10',
        state.changed && 'font-semibold',
        state.readOnly && 'text-muted-foreground',
        problem && 'bg-danger/10 text-danger',
        active && 'outline-2 -outline-offset-2 outline-primary',
      )}
    >
      {state.changed && !problem && (
        <span
          aria-hidden
          className="absolute start-0 top-0 size-0 border-s-8 border-b-8 border-s-primary border-b-transparent"
        />
      )}
      {editing === null ? (
        <span className="truncate">{state.readOnly && !state.text ? '—' : state.text}</span>
      ) : (
        <input
          // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's own key or click.
          autoFocus
          aria-label={props.label}
          aria-invalid={problem ? true : undefined}
          inputMode={props.inputMode}
          value={editing}
          onChange={(event) => props.onEditChange(event.currentTarget.value)}
          onBlur={(event) => props.onEditEnd(event.currentTarget.value)}
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          onKeyDown={(event) => {
            event.stopPropagation();
            const text = event.currentTarget.value;
            if (event.key === 'Escape') props.onEditEnd(null);
            else if (event.key === 'Enter') props.onEditEnd(text, [event.shiftKey ? -1 : 1, 0]);
            else if (event.key === 'Tab') {
              event.preventDefault();
              props.onEditEnd(text, [0, event.shiftKey ? -1 : 1]);
            } else return;
            event.preventDefault();
          }}
          className="absolute inset-0 w-full bg-background px-2 text-end outline-2 -outline-offset-2 outline-primary"
        />
      )}
      {(problem || state.changed) && (
        <span className="sr-only">{problem ?? t('cell.changed')}</span>
      )}
    </div>
  );
}

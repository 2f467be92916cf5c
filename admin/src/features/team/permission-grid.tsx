import type { Permission } from '@commerce/client/permissions';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_AREAS, readOf, togglePermission, writeOf } from './permission-areas.ts';

export interface PermissionGridProps {
  value: readonly Permission[];
  onChange: (value: Permission[]) => void;
  /** The id of the grid's visible label. */
  labelledBy: string;
  /** The id of its hint or error. */
  describedBy?: string | undefined;
  /** A permission the signed-in user lacks: the server refuses giving it, so it is off. */
  isLocked: (permission: Permission) => boolean;
}

/** Row and column steps of the arrow keys, in reading order (flipped for right-to-left). */
const STEPS: Record<string, readonly [row: number, column: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * What a custom role may do: one row per area, with a Read and a Write box. Every box is a
 * native checkbox in the tab order, named "<area>: read|write" so it makes sense heard on
 * its own; Space ticks it, and the arrow keys also move between the boxes as in a
 * spreadsheet, so 30 boxes need not be walked with Tab.
 */
export function PermissionGrid({
  value,
  onChange,
  labelledBy,
  describedBy,
  isLocked,
}: PermissionGridProps) {
  const { t } = useTranslation('team');
  const held = new Set(value);
  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    const box = event.currentTarget;
    const rtl = box.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const [rowStep, columnStep] = step;
    let row = Number(box.dataset.row) + rowStep;
    let column = Number(box.dataset.column) + (rtl ? -columnStep : columnStep);
    const table = box.closest('table');
    // Skips the boxes that are off (a permission one cannot give) in the same direction.
    while (table && row >= 0 && row < PERMISSION_AREAS.length && column >= 0 && column < 2) {
      const next = table.querySelector<HTMLInputElement>(
        `input[data-row="${row}"][data-column="${column}"]`,
      );
      if (next && !next.disabled) {
        event.preventDefault();
        next.focus();
        return;
      }
      row += rowStep;
      column += rtl ? -columnStep : columnStep;
    }
  };
  return (
    <Table aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('permissions.area')}</TableHead>
          <TableHead className="w-24 text-center">{t('permissions.read')}</TableHead>
          <TableHead className="w-24 text-center">{t('permissions.write')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {PERMISSION_AREAS.map((area, row) => {
          const name = t(`permissions.areas.${area}`);
          const boxes = [
            { permission: readOf(area), label: t('permissions.readLabel', { area: name }) },
            { permission: writeOf(area), label: t('permissions.writeLabel', { area: name }) },
          ];
          return (
            <TableRow key={area}>
              <TableHead scope="row" className="font-normal text-foreground">
                {name}
              </TableHead>
              {boxes.map(({ permission, label }, column) => (
                <TableCell key={permission} className="text-center">
                  <Checkbox
                    aria-label={label}
                    data-row={row}
                    data-column={column}
                    checked={held.has(permission)}
                    disabled={isLocked(permission)}
                    onCheckedChange={(checked) =>
                      onChange(togglePermission(value, permission, checked))
                    }
                    onKeyDown={move}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

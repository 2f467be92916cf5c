import { type PointerEvent, useState } from 'react';
import type { DropZone } from './category-tree.ts';

export interface DropTarget {
  id: string;
  zone: DropZone;
}

/** Which part of a row the pointer is over: its top quarter, bottom quarter, or middle. */
function zoneAt(rect: DOMRect, y: number): DropZone {
  const offset = (y - rect.top) / Math.max(rect.height, 1);
  if (offset < 0.25) return 'before';
  if (offset > 0.75) return 'after';
  return 'inside';
}

/**
 * Dragging a category by its handle with pointer events (mouse, pen and touch alike): the
 * handle captures the pointer, the row under it (`data-category-id`) and the part of that
 * row say where it would land, and releasing drops it there. Escape cancels. The keyboard
 * does the same through the row's Move menu.
 */
export function useCategoryDrag(onDrop: (id: string, target: DropTarget) => void) {
  const [dragging, setDragging] = useState<string>();
  const [target, setTarget] = useState<DropTarget>();

  const end = () => {
    setDragging(undefined);
    setTarget(undefined);
  };

  const handleProps = (id: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(id);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging !== id) return;
      const row = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-category-id]');
      const over = row?.dataset.categoryId;
      setTarget(
        row && over && over !== id
          ? { id: over, zone: zoneAt(row.getBoundingClientRect(), event.clientY) }
          : undefined,
      );
    },
    onPointerUp: () => {
      if (dragging === id && target) onDrop(id, target);
      end();
    },
    onPointerCancel: end,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') end();
    },
  });

  return { dragging, target, handleProps };
}

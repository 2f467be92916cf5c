import {
  Badge,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@commerce/ui';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Move, TreeNode } from './category-tree.ts';
import type { DropTarget } from './use-category-drag.ts';

export interface CategoryRowProps {
  node: TreeNode;
  /** Whether the role may change categories; if not, the row offers its products only. */
  editable: boolean;
  /** Which keyboard moves are possible from here. */
  canMove: Record<Move, boolean>;
  onMove: (move: Move) => void;
  onEdit: () => void;
  onProducts: () => void;
  onAddChild: () => void;
  onDelete: () => void;
  dragging: boolean;
  dropTarget: DropTarget | undefined;
  handleProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onKeyDown: (event: { key: string }) => void;
  };
}

/**
 * One category of the tree: a drag handle, its name and state, and a menu with the same
 * moves for the keyboard (up, down, into the category above, out of its parent).
 */
export function CategoryRow({
  node,
  editable,
  canMove,
  onMove,
  onEdit,
  onProducts,
  onAddChild,
  onDelete,
  dragging,
  dropTarget,
  handleProps,
}: CategoryRowProps) {
  const { t } = useTranslation('catalog');
  const { category } = node;
  const zone = dropTarget?.id === category.id ? dropTarget.zone : undefined;
  return (
    <div
      data-category-id={category.id}
      data-drop={zone}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-md border border-transparent px-2',
        'hover:bg-muted/50',
        dragging && 'opacity-50',
        zone === 'inside' && 'border-primary bg-primary/10',
        zone === 'before' && 'border-t-primary',
        zone === 'after' && 'border-b-primary',
      )}
    >
      {editable && (
        <button
          type="button"
          aria-label={t('categories.drag', { name: category.name })}
          title={t('categories.dragHint')}
          className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus-ring active:cursor-grabbing"
          {...handleProps}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
            <circle cx="6" cy="4" r="1.2" />
            <circle cx="10" cy="4" r="1.2" />
            <circle cx="6" cy="8" r="1.2" />
            <circle cx="10" cy="8" r="1.2" />
            <circle cx="6" cy="12" r="1.2" />
            <circle cx="10" cy="12" r="1.2" />
          </svg>
        </button>
      )}
      <span className="min-w-0 flex-1 truncate font-medium">{category.name}</span>
      <span className="hidden truncate text-sm text-muted-foreground sm:inline">
        {category.handle}
      </span>
      {!category.is_active && <Badge size="small">{t('categories.inactive')}</Badge>}
      {category.is_internal && <Badge size="small">{t('categories.internal')}</Badge>}
      <DropdownMenu>
        <DropdownMenuTrigger
          size="small"
          variant="ghost"
          aria-label={t('categories.actionsFor', { name: category.name })}
        >
          {t('categories.actions')}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {editable && <DropdownMenuItem onClick={onEdit}>{t('actions.edit')}</DropdownMenuItem>}
          <DropdownMenuItem onClick={onProducts}>{t('categories.productsMenu')}</DropdownMenuItem>
          {editable && (
            <>
              <DropdownMenuItem onClick={onAddChild}>{t('categories.addChild')}</DropdownMenuItem>
              <DropdownMenuSeparator />
              {(['up', 'down', 'indent', 'outdent'] as const).map((move) => (
                <DropdownMenuItem key={move} disabled={!canMove[move]} onClick={() => onMove(move)}>
                  {t(`categories.move.${move}`)}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onClick={onDelete}>
                {t('actions.delete')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

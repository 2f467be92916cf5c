import { useMedusa } from '@commerce/client';
import {
  adminListProductCategoriesQueryOptions,
  useAdminDeleteProductCategory,
} from '@commerce/client/admin/product-categories';
import { ConfirmDialog, EmptyState, notify } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { CategoryProductsDialog } from './category-products-dialog.tsx';
import { CategoryRow } from './category-row.tsx';
import {
  type Category,
  indexTree,
  type Move,
  placementFor,
  placementForDrop,
  type TreeNode,
} from './category-tree.ts';
import { useCategoryDrag } from './use-category-drag.ts';
import { useMoveCategory } from './use-move-category.ts';

/** Every category, in one request: the tree is shown whole. */
export const CATEGORY_TREE_PARAMS = {
  parent_category_id: 'null',
  include_descendants_tree: true,
  limit: 1000,
} as const;

type Dialog =
  | { kind: 'create'; parent?: Category }
  | { kind: 'edit'; category: Category }
  | { kind: 'products'; category: Category }
  | { kind: 'delete'; category: Category };

/**
 * `/a/product-categories`: the category tree, with create, edit and delete, and ranking and
 * nesting by dragging a row's handle or through its Move menu. A read-only role gets the
 * tree and each category's products, nothing that changes them.
 */
export function CategoryTreeView({
  creating,
  onCreated,
}: {
  creating: boolean;
  onCreated: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const canEdit = usePermissions().can('products:write');
  const query = useQuery(adminListProductCategoriesQueryOptions(client, CATEGORY_TREE_PARAMS));
  const [dialog, setDialog] = useState<Dialog>();
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveCategory((name) => setAnnouncement(t('categories.moved', { name })));
  const nodes = indexTree(query.data?.product_categories ?? []);
  const drag = useCategoryDrag((id, target) => {
    const placement = placementForDrop(nodes, id, target.id, target.zone);
    const node = nodes.get(id);
    if (placement && node) move.mutate({ id, name: node.category.name, placement });
  });
  const deleting = dialog?.kind === 'delete' ? dialog.category : undefined;
  const remove = useAdminDeleteProductCategory({ id: deleting?.id ?? '' });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync();
      notify.success(t('categories.deleted', { name: deleting.name }));
    } catch (error) {
      notify.error(t('categories.deleteFailed'), {
        description: serverErrorMessage(error, i18n.t),
      });
    }
    setDialog(undefined);
  };

  const moveBy = (node: TreeNode, kind: Move) => {
    const placement = placementFor(nodes, node.category.id, kind);
    if (placement) move.mutate({ id: node.category.id, name: node.category.name, placement });
  };

  const renderLevel = (categories: readonly Category[], label?: string) => (
    <ul aria-label={label} className="flex flex-col gap-0.5">
      {[...categories]
        .sort((a, b) => a.rank - b.rank)
        .map((category) => {
          const node = nodes.get(category.id) as TreeNode;
          const children = category.category_children ?? [];
          return (
            <li key={category.id}>
              <CategoryRow
                node={node}
                editable={canEdit}
                canMove={{
                  up: Boolean(placementFor(nodes, category.id, 'up')),
                  down: Boolean(placementFor(nodes, category.id, 'down')),
                  indent: Boolean(placementFor(nodes, category.id, 'indent')),
                  outdent: Boolean(placementFor(nodes, category.id, 'outdent')),
                }}
                onMove={(kind) => moveBy(node, kind)}
                onEdit={() => setDialog({ kind: 'edit', category })}
                onProducts={() => setDialog({ kind: 'products', category })}
                onAddChild={() => setDialog({ kind: 'create', parent: category })}
                onDelete={() => setDialog({ kind: 'delete', category })}
                dragging={drag.dragging === category.id}
                dropTarget={drag.target}
                handleProps={drag.handleProps(category.id)}
              />
              {children.length > 0 && (
                <div className="ms-6 border-s border-border ps-2">
                  {renderLevel(children, t('categories.childrenOf', { name: category.name }))}
                </div>
              )}
            </li>
          );
        })}
    </ul>
  );

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t('categories.loading')} />;
  else if (query.isError)
    body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.product_categories.length === 0) {
    body = (
      <EmptyState
        title={t('categories.emptyTitle')}
        description={t('categories.emptyDescription')}
      />
    );
  } else body = renderLevel(query.data.product_categories, t('sections.categories'));

  const formOpen = creating || dialog?.kind === 'create' || dialog?.kind === 'edit';
  return (
    <>
      {canEdit && <p className="text-sm text-muted-foreground">{t('categories.howToMove')}</p>}
      <div aria-busy={move.isPending || undefined}>{body}</div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <CategoryFormDialog
        open={formOpen}
        onClose={() => {
          setDialog(undefined);
          onCreated();
        }}
        category={dialog?.kind === 'edit' ? dialog.category : undefined}
        parent={dialog?.kind === 'create' ? dialog.parent : undefined}
      />
      {dialog?.kind === 'products' && (
        <CategoryProductsDialog category={dialog.category} onClose={() => setDialog(undefined)} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('categories.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('categories.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}

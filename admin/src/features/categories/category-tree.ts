import type { AdminListProductCategoriesData } from '@commerce/client/admin/product-categories';

export type Category = AdminListProductCategoriesData['product_categories'][number];

/** A category placed in the tree: its parent, siblings and depth, read once from the API's tree. */
export interface TreeNode {
  category: Category;
  parentId: string | null;
  /** Its position among its siblings (the API's rank, made contiguous). */
  index: number;
  siblings: readonly Category[];
  depth: number;
  /** Ids of the node and everything under it. */
  subtree: ReadonlySet<string>;
}

/** Indexes the tree `GET /admin/product-categories?include_descendants_tree=true` returns. */
export function indexTree(roots: readonly Category[]): Map<string, TreeNode> {
  const nodes = new Map<string, TreeNode>();
  const visit = (siblings: readonly Category[], parentId: string | null, depth: number) => {
    const sorted = [...siblings].sort((a, b) => a.rank - b.rank);
    const ids: string[] = [];
    sorted.forEach((category, index) => {
      const below = visit(category.category_children ?? [], category.id, depth + 1);
      const subtree = new Set([category.id, ...below]);
      nodes.set(category.id, { category, parentId, index, siblings: sorted, depth, subtree });
      ids.push(...subtree);
    });
    return ids;
  };
  visit(roots, null, 0);
  return nodes;
}

/** Where a category goes: the API's `parent_category_id` and `rank` (its final position). */
export interface Placement {
  parent_category_id: string | null;
  rank: number;
}

export type Move = 'up' | 'down' | 'indent' | 'outdent';
export type DropZone = 'before' | 'after' | 'inside';

/**
 * The placement a keyboard move asks for, or undefined when it cannot happen (the first
 * sibling cannot go up, a root cannot be outdented). Indent makes the category the last
 * child of the sibling above it; outdent puts it right after its parent.
 */
export function placementFor(
  nodes: Map<string, TreeNode>,
  id: string,
  move: Move,
): Placement | undefined {
  const node = nodes.get(id);
  if (!node) return undefined;
  const { parentId, index, siblings } = node;
  switch (move) {
    case 'up':
      return index > 0 ? { parent_category_id: parentId, rank: index - 1 } : undefined;
    case 'down':
      return index < siblings.length - 1
        ? { parent_category_id: parentId, rank: index + 1 }
        : undefined;
    case 'indent': {
      const above = siblings[index - 1];
      if (!above) return undefined;
      return { parent_category_id: above.id, rank: above.category_children?.length ?? 0 };
    }
    case 'outdent': {
      const parent = parentId ? nodes.get(parentId) : undefined;
      if (!parent) return undefined;
      return { parent_category_id: parent.parentId, rank: parent.index + 1 };
    }
  }
}

/**
 * The placement a drop asks for: before or after the target among its siblings, or as its
 * last child. Ranks are final positions, so moving down within the same parent counts the
 * place the category leaves. Undefined for a drop on itself or inside its own subtree.
 */
export function placementForDrop(
  nodes: Map<string, TreeNode>,
  id: string,
  targetId: string,
  zone: DropZone,
): Placement | undefined {
  const node = nodes.get(id);
  const target = nodes.get(targetId);
  if (!node || !target || node.subtree.has(targetId)) return undefined;
  if (zone === 'inside') {
    const children = target.category.category_children ?? [];
    const already = node.parentId === targetId ? 1 : 0;
    return { parent_category_id: targetId, rank: children.length - already };
  }
  const leavesAbove = node.parentId === target.parentId && node.index < target.index ? 1 : 0;
  const rank = target.index + (zone === 'after' ? 1 : 0) - leavesAbove;
  if (node.parentId === target.parentId && rank === node.index) return undefined;
  return { parent_category_id: target.parentId, rank };
}

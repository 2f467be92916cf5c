import { describe, expect, it } from 'vitest';
import { type Category, indexTree, placementFor, placementForDrop } from './category-tree.ts';

const category = (
  id: string,
  rank: number,
  children: Category[] = [],
  parent: string | null = null,
): Category => ({
  id,
  name: id,
  description: '',
  handle: id,
  mpath: null,
  is_active: true,
  is_internal: false,
  rank,
  parent_category_id: parent,
  category_children: children,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  metadata: null,
});

// men: [shirts, trousers], women (no children), kids: [toys]
const tree = indexTree([
  category('women', 1),
  category('men', 0, [category('trousers', 1, [], 'men'), category('shirts', 0, [], 'men')]),
  category('kids', 2, [category('toys', 0, [], 'kids')]),
]);

describe('moving a category with the keyboard', () => {
  it('moves up and down among its siblings, not past the ends', () => {
    expect(placementFor(tree, 'women', 'up')).toEqual({ parent_category_id: null, rank: 0 });
    expect(placementFor(tree, 'women', 'down')).toEqual({ parent_category_id: null, rank: 2 });
    expect(placementFor(tree, 'men', 'up')).toBeUndefined();
    expect(placementFor(tree, 'trousers', 'down')).toBeUndefined();
  });

  it('indents under the sibling above (as its last child) and outdents after its parent', () => {
    expect(placementFor(tree, 'women', 'indent')).toEqual({ parent_category_id: 'men', rank: 2 });
    expect(placementFor(tree, 'men', 'indent')).toBeUndefined();
    expect(placementFor(tree, 'shirts', 'outdent')).toEqual({ parent_category_id: null, rank: 1 });
    expect(placementFor(tree, 'women', 'outdent')).toBeUndefined();
  });
});

describe('dropping a dragged category', () => {
  it('places it before or after a target, counting the place it leaves', () => {
    expect(placementForDrop(tree, 'men', 'kids', 'before')).toEqual({
      parent_category_id: null,
      rank: 1,
    });
    expect(placementForDrop(tree, 'men', 'kids', 'after')).toEqual({
      parent_category_id: null,
      rank: 2,
    });
    expect(placementForDrop(tree, 'kids', 'men', 'before')).toEqual({
      parent_category_id: null,
      rank: 0,
    });
    expect(placementForDrop(tree, 'toys', 'shirts', 'after')).toEqual({
      parent_category_id: 'men',
      rank: 1,
    });
  });

  it('nests it as the last child of the target', () => {
    expect(placementForDrop(tree, 'women', 'kids', 'inside')).toEqual({
      parent_category_id: 'kids',
      rank: 1,
    });
    expect(placementForDrop(tree, 'toys', 'kids', 'inside')).toEqual({
      parent_category_id: 'kids',
      rank: 0,
    });
  });

  it('refuses a drop on itself, inside its own subtree, or where it already is', () => {
    expect(placementForDrop(tree, 'men', 'men', 'inside')).toBeUndefined();
    expect(placementForDrop(tree, 'men', 'shirts', 'inside')).toBeUndefined();
    expect(placementForDrop(tree, 'men', 'women', 'before')).toBeUndefined();
  });
});

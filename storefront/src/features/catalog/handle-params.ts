/*
 * The by-handle reads of the collection and category pages. Kept apart from the pages so
 * route loaders use them without pulling the pages out of their lazily loaded chunks.
 */

export const collectionByHandleParams = (handle: string) => ({ handle: [handle], limit: 1 });

export const categoryByHandleParams = (handle: string) => ({
  handle,
  include_descendants_tree: true,
  limit: 1,
});

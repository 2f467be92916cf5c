/*
 * The category page's by-handle read, apart from its page for its route loader, and from
 * the collection page's (see collection-handle-params.ts).
 */

export const categoryByHandleParams = (handle: string) => ({
  handle,
  include_descendants_tree: true,
  limit: 1,
});

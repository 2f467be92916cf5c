/*
 * The collection page's by-handle read. Kept apart from the page so its route loader uses it
 * without pulling the page out of its lazily loaded chunk, and apart from the category
 * page's (category-handle-params.ts): shared, the two went to a chunk of their own that
 * each of the pages loaded as one more request (issue 23, first load).
 */

export const collectionByHandleParams = (handle: string) => ({ handle: [handle], limit: 1 });

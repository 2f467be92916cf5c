/** What notes can be kept on in the admin: the `resource_type` of a note. */
export type NotedResource = 'order' | 'customer';

/** The notes of one resource, newest first, as the notes list and the order timeline read them. */
export const notesParams = (resourceType: NotedResource, resourceId: string) => ({
  resource_id: resourceId,
  resource_type: resourceType,
  order: '-created_at',
  limit: 100,
  expand: 'author',
});

/** What notes can be kept on in the admin: the `resource_type` of a note. */
export type NotedResource = 'order' | 'customer';

/**
 * The notes of one resource, as the notes list and the order timeline read them: only what
 * Medusa v1 takes too (`resource_id`, `limit`; a note's id names its resource, and its
 * author is a default relation on both backends), so sorted here (`newestFirst`).
 */
export const notesParams = (resourceId: string) => ({ resource_id: resourceId, limit: 100 });

/** Notes newest first, whatever order the backend answered in. */
export function newestFirst<T extends { created_at: string }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

import type { Handlers } from '../../../http/handlers.ts';
import { currentUserId } from '../../people/index.ts';
import { changeNote, createNote, deleteNote, getNote, listNotes } from './service.ts';

export const noteHandlers = {
  AdminListNotes: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listNotes(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreateNote: async (request) => ({
    // The author is whoever is signed in; the contract gives the body no say in it.
    note: await createNote(request.server.db, request.body, currentUserId(request)),
  }),

  AdminGetNote: async (request) => ({
    note: await getNote(request.server.db, request.params.id),
  }),

  AdminUpdateNote: async (request) => ({
    note: await changeNote(request.server.db, request.params.id, request.body.value),
  }),

  AdminDeleteNote: async (request) => {
    await deleteNote(request.server.db, request.params.id);
    return { id: request.params.id, object: 'note', deleted: true };
  },
} satisfies Handlers;

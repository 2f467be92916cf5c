import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAs, authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { insertUser } from '../../people/users/repository.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  // The user authenticateAsStaff signs in as.
  await insertUser(database.db, {
    id: 'usr_test',
    email: 'staff@example.com',
    first_name: 'Sam',
    role: 'member',
  });
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function createNote(resourceId: string, value: string, resourceType = 'order') {
  const response = await call('POST', '/admin/notes', {
    resource_id: resourceId,
    resource_type: resourceType,
    value,
  });
  return expectContract('AdminCreateNote', response).note;
}

describe('notes', () => {
  it('creates, reads, updates, lists and deletes a note signed by its author', async () => {
    const note = await createNote('order_1', 'Customer called about delivery');
    expect(note).toMatchObject({
      resource_type: 'order',
      resource_id: 'order_1',
      value: 'Customer called about delivery',
      author_id: 'usr_test',
      author: { id: 'usr_test', email: 'staff@example.com', first_name: 'Sam' },
      deleted_at: null,
      metadata: null,
    });
    expect(note.id).toMatch(/^note_[0-9A-Z]{26}$/);
    expect(note.author).not.toHaveProperty('password_hash');

    const got = expectContract('AdminGetNote', await call('GET', `/admin/notes/${note.id}`));
    expect(got.note).toEqual(note);

    const updated = expectContract(
      'AdminUpdateNote',
      await call('POST', `/admin/notes/${note.id}`, { value: 'Delivered after all' }),
    );
    expect(updated.note).toMatchObject({ id: note.id, value: 'Delivered after all' });

    const deleted = expectContract(
      'AdminDeleteNote',
      await call('DELETE', `/admin/notes/${note.id}`),
    );
    expect(deleted).toEqual({ id: note.id, object: 'note', deleted: true });
    const after = await call('GET', `/admin/notes/${note.id}`);
    expect(expectContract('AdminGetNote', after, 404).message).toBe(
      `Note with id: ${note.id} was not found`,
    );
  });

  it('lists the notes of a resource, newest first', async () => {
    const first = await createNote('order_2', 'First');
    const second = await createNote('order_2', 'Second');
    await createNote('order_3', 'Elsewhere');
    await createNote('order_2', 'Same id, other kind', 'swap');
    const list = expectContract(
      'AdminListNotes',
      await call('GET', '/admin/notes?resource_id=order_2&resource_type=order'),
    );
    expect(list).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(list.notes.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);
    expect(list.notes[0].author).toMatchObject({ id: 'usr_test' });

    const paged = expectContract(
      'AdminListNotes',
      await call('GET', '/admin/notes?resource_id=order_2&order=created_at&limit=1&offset=1'),
    );
    expect(paged.notes.map((n: { id: string }) => n.id)).toEqual([second.id]);
    expect(paged.count).toBe(3);
    const byAuthor = expectContract(
      'AdminListNotes',
      await call('GET', '/admin/notes?author_id[]=usr_other'),
    );
    expect(byAuthor.count).toBe(0);
  });

  it('answers a null author when the user is unknown', async () => {
    const stranger = await buildTestApp(database, {
      authenticate: authenticateAs('usr_gone'),
    });
    try {
      const response = await stranger.inject({
        method: 'POST',
        url: '/admin/notes',
        payload: { resource_id: 'order_9', resource_type: 'order', value: 'Hello' },
      });
      expect(expectContract('AdminCreateNote', response).note).toMatchObject({
        author_id: 'usr_gone',
        author: null,
      });
    } finally {
      await stranger.close();
    }
  });

  it('rejects bad input', async () => {
    expectContract('AdminCreateNote', await call('POST', '/admin/notes', { value: 'x' }), 400);
    expectContract(
      'AdminCreateNote',
      await call('POST', '/admin/notes', { resource_id: 'a', resource_type: 'order', value: '' }),
      400,
    );
    expectContract(
      'AdminCreateNote',
      await call('POST', '/admin/notes', {
        resource_id: 'a',
        resource_type: 'order',
        value: 'x',
        author_id: 'usr_other',
      }),
      400,
    );
    expectContract('AdminListNotes', await call('GET', '/admin/notes?order=value'), 400);
    expectContract('AdminListNotes', await call('GET', '/admin/notes?q=text'), 400);
    const note = await createNote('order_4', 'Bad input');
    expectContract('AdminUpdateNote', await call('POST', `/admin/notes/${note.id}`, {}), 400);
    expectContract(
      'AdminUpdateNote',
      await call('POST', `/admin/notes/${note.id}`, { value: 1 }),
      400,
    );
  });

  it('answers 404 for unknown notes', async () => {
    expectContract('AdminGetNote', await call('GET', '/admin/notes/note_x'), 404);
    expectContract(
      'AdminUpdateNote',
      await call('POST', '/admin/notes/note_x', { value: 'y' }),
      404,
    );
    expectContract('AdminDeleteNote', await call('DELETE', '/admin/notes/note_x'), 404);
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListNotes', 'GET', '/admin/notes'],
      [
        'AdminCreateNote',
        'POST',
        '/admin/notes',
        { resource_id: 'a', resource_type: 'b', value: 'c' },
      ],
      ['AdminGetNote', 'GET', '/admin/notes/note_x'],
      ['AdminUpdateNote', 'POST', '/admin/notes/note_x', { value: 'x' }],
      ['AdminDeleteNote', 'DELETE', '/admin/notes/note_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});

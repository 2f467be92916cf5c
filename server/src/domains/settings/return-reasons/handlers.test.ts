import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

/*
 * Return reasons: the admin CRUD, the nesting (one level, children listed under their
 * parent), unique values among live reasons, soft deletes, and the store's read-only view.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });

async function createReason(payload: Record<string, unknown>) {
  return expectContract(
    'AdminCreateReturnReason',
    await call('POST', '/admin/return-reasons', payload),
  ).return_reason;
}

const ids = (reasons: { id: string }[]) => reasons.map((r) => r.id);

describe('return reasons', () => {
  it('creates, reads, updates and deletes a reason', async () => {
    const reason = await createReason({
      value: 'wrong_size',
      label: 'Wrong size',
      description: 'It does not fit',
      metadata: { source: 'test' },
    });
    expect(reason).toMatchObject({
      value: 'wrong_size',
      label: 'Wrong size',
      description: 'It does not fit',
      parent_return_reason_id: null,
      metadata: { source: 'test' },
      deleted_at: null,
      return_reason_children: [],
      parent_return_reason: null,
    });
    expect(reason.id).toMatch(/^rr_[0-9A-Z]{26}$/);

    const got = expectContract(
      'AdminGetReturnReason',
      await call('GET', `/admin/return-reasons/${reason.id}`),
    ).return_reason;
    expect(got).toEqual(reason);

    const updated = expectContract(
      'AdminUpdateReturnReason',
      await call('POST', `/admin/return-reasons/${reason.id}`, {
        label: 'Too small',
        value: 'too_small',
      }),
    ).return_reason;
    expect(updated).toMatchObject({ id: reason.id, label: 'Too small', value: 'too_small' });
    expect(updated.description).toBe('It does not fit');

    const deleted = expectContract(
      'AdminDeleteReturnReason',
      await call('DELETE', `/admin/return-reasons/${reason.id}`),
    );
    expect(deleted).toEqual({ id: reason.id, object: 'return_reason', deleted: true });
    const after = await call('GET', `/admin/return-reasons/${reason.id}`);
    expect(expectContract('AdminGetReturnReason', after, 404).message).toBe(
      `Return reason with id: ${reason.id} was not found`,
    );
    // A deleted value is free again.
    const again = await createReason({ value: 'too_small', label: 'Too small again' });
    expect(again.id).not.toBe(reason.id);
  });

  it('nests reasons one level deep and lists top-level reasons with their children', async () => {
    const parent = await createReason({ value: 'damaged', label: 'Damaged' });
    const child = await createReason({
      value: 'damaged_in_transit',
      label: 'Damaged in transit',
      parent_return_reason_id: parent.id,
    });
    expect(child.parent_return_reason).toMatchObject({ id: parent.id, value: 'damaged' });

    const got = expectContract(
      'AdminGetReturnReason',
      await call('GET', `/admin/return-reasons/${parent.id}`),
    ).return_reason;
    expect(ids(got.return_reason_children)).toEqual([child.id]);

    const list = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons'),
    );
    expect(list).toMatchObject({ limit: 20, offset: 0 });
    expect(ids(list.return_reasons)).toContain(parent.id);
    expect(ids(list.return_reasons)).not.toContain(child.id);
    expect(list.count).toBe(list.return_reasons.length);
    const listed = list.return_reasons.find((r: { id: string }) => r.id === parent.id);
    expect(ids(listed.return_reason_children)).toEqual([child.id]);

    const children = expectContract(
      'AdminListReturnReasons',
      await call('GET', `/admin/return-reasons?parent_return_reason_id[]=${parent.id}`),
    );
    expect(ids(children.return_reasons)).toEqual([child.id]);
    const byValue = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?value=damaged_in_transit'),
    );
    expect(ids(byValue.return_reasons)).toEqual([child.id]);
    const searched = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?q=transit'),
    );
    expect(ids(searched.return_reasons)).toEqual([child.id]);

    const tooDeep = await call('POST', '/admin/return-reasons', {
      value: 'crushed',
      label: 'Crushed',
      parent_return_reason_id: child.id,
    });
    expect(expectContract('AdminCreateReturnReason', tooDeep, 400).code).toBe(
      'return_reason_nested_too_deep',
    );

    // Deleting the parent takes its children with it.
    expectContract(
      'AdminDeleteReturnReason',
      await call('DELETE', `/admin/return-reasons/${parent.id}`),
    );
    expectContract(
      'AdminGetReturnReason',
      await call('GET', `/admin/return-reasons/${child.id}`),
      404,
    );
  });

  it('pages and orders the list', async () => {
    const made = [];
    for (const n of [1, 2, 3])
      made.push(await createReason({ value: `page_${n}`, label: `P${n}` }));
    const page = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?q=page_&order=created_at&limit=2&offset=1'),
    );
    expect(page).toMatchObject({ count: 3, limit: 2, offset: 1 });
    expect(ids(page.return_reasons)).toEqual(ids(made.slice(1)));
    const newest = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?q=page_&limit=1'),
    );
    expect(ids(newest.return_reasons)).toEqual([made[2].id]);
    expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?order=color'),
      400,
    );
  });

  it('refuses a taken value, an unknown parent and bad input, changing nothing', async () => {
    const taken = await createReason({ value: 'taken', label: 'Taken' });
    const duplicate = await call('POST', '/admin/return-reasons', {
      value: 'taken',
      label: 'Again',
    });
    expect(expectContract('AdminCreateReturnReason', duplicate, 422)).toMatchObject({
      type: 'duplicate_error',
      message: 'Return reason with value taken already exists',
    });
    const other = await createReason({ value: 'other', label: 'Other' });
    const renamed = await call('POST', `/admin/return-reasons/${other.id}`, { value: 'taken' });
    expectContract('AdminUpdateReturnReason', renamed, 422);
    expect(
      expectContract('AdminGetReturnReason', await call('GET', `/admin/return-reasons/${other.id}`))
        .return_reason.value,
    ).toBe('other');
    // Keeping one's own value is no conflict.
    expectContract(
      'AdminUpdateReturnReason',
      await call('POST', `/admin/return-reasons/${taken.id}`, { value: 'taken', label: 'Still' }),
    );

    const orphan = await call('POST', '/admin/return-reasons', {
      value: 'orphan',
      label: 'Orphan',
      parent_return_reason_id: 'rr_missing',
    });
    expect(expectContract('AdminCreateReturnReason', orphan, 400).code).toBe('unknown_reference');
    const values = expectContract(
      'AdminListReturnReasons',
      await call('GET', '/admin/return-reasons?value=orphan'),
    );
    expect(values.count).toBe(0);

    expectContract(
      'AdminCreateReturnReason',
      await call('POST', '/admin/return-reasons', { value: 'x' }),
      400,
    );
    expectContract(
      'AdminCreateReturnReason',
      await call('POST', '/admin/return-reasons', { value: '', label: 'Empty' }),
      400,
    );
    expectContract(
      'AdminUpdateReturnReason',
      await call('POST', `/admin/return-reasons/${taken.id}`, {
        parent_return_reason_id: other.id,
      }),
      400,
    );
  });

  it('answers 404 for unknown reasons', async () => {
    expectContract('AdminGetReturnReason', await call('GET', '/admin/return-reasons/rr_x'), 404);
    expectContract(
      'AdminUpdateReturnReason',
      await call('POST', '/admin/return-reasons/rr_x', { label: 'y' }),
      404,
    );
    expectContract(
      'AdminDeleteReturnReason',
      await call('DELETE', '/admin/return-reasons/rr_x'),
      404,
    );
    expectContract(
      'StoreGetReturnReason',
      await store.inject({ url: '/store/return-reasons/rr_x' }),
      404,
    );
  });

  it('lets shoppers read the reasons without credentials', async () => {
    const parent = await createReason({ value: 'store_parent', label: 'Not as described' });
    const child = await createReason({
      value: 'store_child',
      label: 'Colour differs',
      parent_return_reason_id: parent.id,
    });
    const list = expectContract(
      'StoreListReturnReasons',
      await store.inject({ url: '/store/return-reasons' }),
    );
    const listed = list.return_reasons.find((r: { id: string }) => r.id === parent.id);
    expect(ids(listed.return_reason_children)).toEqual([child.id]);
    expect(ids(list.return_reasons)).not.toContain(child.id);
    const got = expectContract(
      'StoreGetReturnReason',
      await store.inject({ url: `/store/return-reasons/${child.id}` }),
    ).return_reason;
    expect(got).toMatchObject({ id: child.id, parent_return_reason: { id: parent.id } });
  });

  it('needs staff credentials for the admin operations', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListReturnReasons', 'GET', '/admin/return-reasons'],
      ['AdminCreateReturnReason', 'POST', '/admin/return-reasons', { value: 'a', label: 'b' }],
      ['AdminGetReturnReason', 'GET', '/admin/return-reasons/rr_x'],
      ['AdminUpdateReturnReason', 'POST', '/admin/return-reasons/rr_x', { label: 'x' }],
      ['AdminDeleteReturnReason', 'DELETE', '/admin/return-reasons/rr_x'],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await store.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});

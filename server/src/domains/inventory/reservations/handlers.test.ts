import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../../../test/postgres.ts';
import type { Reservation } from './service.ts';

type Method = 'GET' | 'POST' | 'DELETE';

function client(app: FastifyInstance) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}) });
}

/** An item stocked with `stocked` units at a new location. */
async function stockedItem(app: FastifyInstance, sku: string, stocked: number) {
  const call = client(app);
  const location = (await call('POST', '/admin/stock-locations', { name: `At ${sku}` })).json()
    .stock_location.id as string;
  const item = (await call('POST', '/admin/inventory-items', { sku })).json().inventory_item
    .id as string;
  const level = await call('POST', `/admin/inventory-items/${item}/location-levels`, {
    location_id: location,
    stocked_quantity: stocked,
  });
  expect(level.statusCode).toBe(200);
  return { item, location };
}

/** Reserves one unit `attempts` times at once; answers the statuses and what is reserved. */
async function race(app: FastifyInstance, attempts: number, stocked: number) {
  const call = client(app);
  const { item, location } = await stockedItem(app, `RACE-${attempts}-${stocked}`, stocked);
  const responses = await Promise.all(
    Array.from({ length: attempts }, () =>
      call('POST', '/admin/reservations', {
        inventory_item_id: item,
        location_id: location,
        quantity: 1,
      }),
    ),
  );
  for (const response of responses) {
    expectContract('AdminCreateReservation', response, response.statusCode === 200 ? 200 : 400);
  }
  const detail = (await call('GET', `/admin/inventory-items/${item}`)).json().inventory_item;
  return {
    created: responses.filter((r) => r.statusCode === 200).length,
    refused: responses.filter((r) => r.json().code === 'insufficient_inventory').length,
    reserved: detail.reserved_quantity as number,
  };
}

describe('reservations', () => {
  let database: Database;
  let app: FastifyInstance;
  let anonymous: FastifyInstance;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    database = await testDatabase();
    app = await buildTestApp(database, { authenticate: authenticateAsStaff });
    anonymous = await buildTestApp(database);
    call = client(app);
  });

  afterAll(async () => {
    await app?.close();
    await anonymous?.close();
    await database?.close();
  });

  it('creates, reads, updates, lists and deletes a reservation', async () => {
    const { item, location } = await stockedItem(app, 'DESK', 5);
    const created = expectContract(
      'AdminCreateReservation',
      await call('POST', '/admin/reservations', {
        inventory_item_id: item,
        location_id: location,
        quantity: 2,
        line_item_id: 'item_1',
        description: 'Held for a phone order',
        metadata: { by: 'phone' },
      }),
    ).reservation;
    expect(created).toMatchObject({
      inventory_item_id: item,
      location_id: location,
      quantity: 2,
      line_item_id: 'item_1',
      created_by: 'usr_test',
      metadata: { by: 'phone' },
    });
    expect(created.id).toMatch(/^resitem_/);
    const url = `/admin/reservations/${created.id}`;
    expect(expectContract('AdminGetReservation', await call('GET', url)).reservation.id).toBe(
      created.id,
    );

    const grown = expectContract(
      'AdminUpdateReservation',
      await call('POST', url, { quantity: 5, description: 'All of them' }),
    ).reservation;
    expect(grown).toMatchObject({ quantity: 5, description: 'All of them' });
    const tooMany = await call('POST', url, { quantity: 6 });
    expect(expectContract('AdminUpdateReservation', tooMany, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'insufficient_inventory',
    });

    // Moving to a location where the item is stocked moves the hold.
    const other = (await call('POST', '/admin/stock-locations', { name: 'Other' })).json()
      .stock_location.id;
    const notStocked = await call('POST', url, { location_id: other });
    expect(expectContract('AdminUpdateReservation', notStocked, 400).code).toBe(
      'not_stocked_at_location',
    );
    await call('POST', `/admin/inventory-items/${item}/location-levels`, {
      location_id: other,
      stocked_quantity: 5,
    });
    const moved = expectContract(
      'AdminUpdateReservation',
      await call('POST', url, { location_id: other, quantity: 1 }),
    ).reservation;
    expect(moved).toMatchObject({ location_id: other, quantity: 1 });

    const list = expectContract(
      'AdminListReservations',
      await call(
        'GET',
        `/admin/reservations?inventory_item_id[]=${item}&quantity[gte]=1&quantity[lt]=2&description=all&order=-quantity`,
      ),
    );
    expect(list).toMatchObject({ count: 1, limit: 20, offset: 0 });
    const none = expectContract(
      'AdminListReservations',
      await call('GET', `/admin/reservations?location_id[]=${location}&line_item_id[]=item_1`),
    );
    expect(none.count).toBe(0);

    const deleted = expectContract('AdminDeleteReservation', await call('DELETE', url));
    expect(deleted).toEqual({ id: created.id, object: 'reservation', deleted: true });
    expectContract('AdminGetReservation', await call('GET', url), 404);
  });

  it('includes the reserved item when `expand` asks for it, and only then', async () => {
    const { item, location } = await stockedItem(app, 'LAMP-1', 3);
    await call('POST', `/admin/inventory-items/${item}`, { title: 'Desk lamp' });
    const created = expectContract(
      'AdminCreateReservation',
      await call('POST', '/admin/reservations', {
        inventory_item_id: item,
        location_id: location,
        quantity: 1,
      }),
    ).reservation;
    const named = { id: item, sku: 'LAMP-1', title: 'Desk lamp' };

    const list = expectContract(
      'AdminListReservations',
      await call('GET', `/admin/reservations?inventory_item_id[]=${item}&expand=inventory_item`),
    );
    expect(list.reservations.map((r: Reservation) => r.inventory_item)).toMatchObject([named]);
    const one = expectContract(
      'AdminGetReservation',
      await call('GET', `/admin/reservations/${created.id}?expand=line_item,inventory_item`),
    );
    expect(one.reservation.inventory_item).toMatchObject(named);

    const plain = expectContract(
      'AdminListReservations',
      await call('GET', `/admin/reservations?inventory_item_id[]=${item}`),
    );
    expect(plain.reservations[0]).not.toHaveProperty('inventory_item');
  });

  it('never reserves more than is available', async () => {
    const { item, location } = await stockedItem(app, 'CHAIR', 3);
    const body = { inventory_item_id: item, location_id: location };
    expectContract(
      'AdminCreateReservation',
      await call('POST', '/admin/reservations', { ...body, quantity: 2 }),
    );
    const over = await call('POST', '/admin/reservations', { ...body, quantity: 2 });
    expect(expectContract('AdminCreateReservation', over, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'insufficient_inventory',
      message: `Cannot reserve 2 of inventory item ${item} at stock location ${location}: 1 available`,
    });
  });

  it('lets exactly the available units through when requests race', async () => {
    expect(await race(app, 6, 4)).toEqual({ created: 4, refused: 2, reserved: 4 });
  });

  it('rejects bad input', async () => {
    const { item, location } = await stockedItem(app, 'INPUT', 1);
    const base = '/admin/reservations';
    const body = { inventory_item_id: item, location_id: location };
    expectContract(
      'AdminCreateReservation',
      await call('POST', base, { ...body, quantity: 0 }),
      400,
    );
    expectContract('AdminCreateReservation', await call('POST', base, { ...body }), 400);
    expectContract(
      'AdminCreateReservation',
      await call('POST', base, { ...body, quantity: 1, inventory_item_id: 'iitem_x' }),
      400,
    );
    expectContract(
      'AdminCreateReservation',
      await call('POST', base, { ...body, quantity: 1, location_id: 'sloc_x' }),
      400,
    );
    expectContract('AdminListReservations', await call('GET', `${base}?quantity[about]=1`), 400);
    const created = (await call('POST', base, { ...body, quantity: 1 })).json().reservation;
    expectContract(
      'AdminUpdateReservation',
      await call('POST', `${base}/${created.id}`, { inventory_item_id: item }),
      400,
    );
    expectContract('AdminGetReservation', await call('GET', `${base}/${created.id}?y=2`), 400);
  });

  it('answers 404 for unknown reservations', async () => {
    const url = '/admin/reservations/resitem_missing';
    expect(expectContract('AdminGetReservation', await call('GET', url), 404).message).toBe(
      'Reservation with id: resitem_missing was not found',
    );
    expectContract('AdminUpdateReservation', await call('POST', url, { quantity: 1 }), 404);
    expectContract('AdminDeleteReservation', await call('DELETE', url), 404);
  });

  it('needs credentials', async () => {
    const url = '/admin/reservations/resitem_x';
    const body = { inventory_item_id: 'i', location_id: 'l', quantity: 1 };
    const requests: [string, Method, string, object?][] = [
      ['AdminListReservations', 'GET', '/admin/reservations'],
      ['AdminCreateReservation', 'POST', '/admin/reservations', body],
      ['AdminGetReservation', 'GET', url],
      ['AdminUpdateReservation', 'POST', url, { quantity: 1 }],
      ['AdminDeleteReservation', 'DELETE', url],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});

// PGlite runs one transaction at a time, so only a server shows that the row lock holds.
describe.skipIf(!postgresAvailable())('reservations on a PostgreSQL server', () => {
  let server: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>> | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(server.url);
    database = await openDatabase({ url: schema.url });
    await migrate(database);
    app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await schema?.drop();
    await server?.stop();
  });

  it('lets exactly the available units through when concurrent transactions race', async () => {
    if (!app) throw new Error('no app');
    expect(await race(app, 10, 3)).toEqual({ created: 3, refused: 7, reserved: 3 });
  });
});

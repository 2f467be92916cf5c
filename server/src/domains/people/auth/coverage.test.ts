import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from '../../../http/spec.ts';
import { type StaffTestApp, staffTestApp } from '../../../test/fixtures/staff.ts';
import { peopleHandlers } from './people.ts';

/*
 * Every operation of this slice, driven from the spec: 401 JSON without credentials where
 * they are required, and 400 JSON for input outside the contract (an unknown body field, or
 * for operations without a body an unknown query parameter).
 */

const operations = specOperations().filter((spec) => spec.operationId in peopleHandlers);

let staff: StaffTestApp;
let customerCookie: string;

beforeAll(async () => {
  staff = await staffTestApp();
  const customer = {
    email: 'c@example.com',
    password: 'customer pw',
    first_name: 'C',
    last_name: 'D',
  };
  await staff.app.inject({ method: 'POST', url: '/store/customers', payload: customer });
  const signIn = await staff.app.inject({
    method: 'POST',
    url: '/store/auth',
    payload: { email: customer.email, password: customer.password },
  });
  customerCookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
});

afterAll(async () => {
  await staff?.close();
});

function url(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => (name === '{email}' ? 'a%40b.co' : 'x_unknown'));
}

describe('every auth and people operation', () => {
  it('covers the whole slice', () => {
    expect(operations.map((spec) => spec.operationId).sort()).toEqual(
      Object.keys(peopleHandlers).sort(),
    );
  });

  it.each(
    operations
      .filter((spec) => spec.auth.required)
      .map((spec) => [spec.operationId, spec] as const),
  )('%s answers 401 JSON without credentials', async (_id, spec) => {
    const hasBody = Boolean(spec.operation.requestBody);
    const response = await staff.app.inject({
      method: spec.method,
      url: url(spec.path),
      ...(hasBody ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('unauthorized');
  });

  // An operation that declares no query parameters refuses any, so each has bad input.
  it.each(operations.map((spec) => [spec.operationId, spec] as const))(
    '%s answers 400 JSON to input outside the contract',
    async (_id, spec) => {
      const headers = spec.api === 'admin' ? staff.headers : { cookie: customerCookie };
      const hasBody = Boolean(spec.operation.requestBody);
      const response = await staff.app.inject({
        method: spec.method,
        url: hasBody ? url(spec.path) : `${url(spec.path)}?not_a_parameter=1`,
        headers,
        ...(hasBody ? { payload: { not_a_field: 1 } } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().type).toBe('invalid_data');
    },
  );
});

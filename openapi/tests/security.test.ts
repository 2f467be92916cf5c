/** Security requirements follow openapi/README.md "Errors and security". */
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../../scripts/src/codegen/bundle.ts';
import { checkResponses } from '../../scripts/src/response-rules.ts';

type Op = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type Doc = Awaited<ReturnType<typeof bundleSpec>>;

function eachOperation(doc: Doc): [string, Op][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'post', 'delete'] as const)
      .filter((m) => item[m])
      .map((m) => [`${m.toUpperCase()} ${path}`, item[m] as Op] as [string, Op]),
  );
}

const PUBLIC_ADMIN = [
  'POST /admin/auth',
  'POST /admin/auth/token',
  'POST /admin/users/password-token',
  'POST /admin/users/reset-password',
  'POST /admin/invites/accept',
];

describe('admin security', () => {
  it('needs credentials everywhere except the five public operations', async () => {
    const doc = await bundleSpec('admin');
    expect((doc as { security?: unknown }).security).toEqual([
      { cookie_auth: [] },
      { jwt_token: [] },
      { api_token: [] },
    ]);
    const open = eachOperation(doc)
      .filter(([, op]) => Array.isArray(op.security) && op.security.length === 0)
      .map(([name]) => name);
    expect(open.sort()).toEqual([...PUBLIC_ADMIN].sort());
  });

  it('lists 401 on every operation that needs credentials', async () => {
    const doc = await bundleSpec('admin');
    const missing = eachOperation(doc)
      .filter(([name]) => !PUBLIC_ADMIN.includes(name))
      .filter(([, op]) => !op.responses['401'])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('store security', () => {
  it('declares security on every operation, and 401 where a customer is required', async () => {
    const doc = await bundleSpec('store');
    const undeclared = eachOperation(doc).filter(([, op]) => !op.security);
    expect(undeclared.map(([name]) => name)).toEqual([]);
    const needsCustomer = eachOperation(doc).filter(
      ([, op]) => !op.security?.some((alternative) => Object.keys(alternative).length === 0),
    );
    expect(needsCustomer.filter(([, op]) => !op.responses['401']).map(([n]) => n)).toEqual([]);
    expect(needsCustomer.map(([n]) => n)).toContain('GET /store/customers/me');
  });
});

describe('every operation', () => {
  // The rule itself lives in spec:lint (scripts/src/response-rules.ts), so a new operation
  // fails there first; this holds the contract to it.
  it('lists 400 and 500, 404 with a path parameter, 401 where credentials are needed', async () => {
    for (const domain of ['admin', 'store'] as const)
      expect(checkResponses(await bundleSpec(domain))).toEqual([]);
  });

  it('names the operation and the response it misses', async () => {
    const doc = structuredClone(await bundleSpec('admin'));
    const get = doc.paths['/admin/products/{id}']?.get as { responses: Record<string, unknown> };
    delete get.responses['404'];
    delete get.responses['401'];
    expect(checkResponses(doc)).toEqual([
      'GET /admin/products/{id}: has a path parameter, so needs a 404 response',
      'GET /admin/products/{id}: requires credentials, so needs a 401 response',
    ]);
  });
});

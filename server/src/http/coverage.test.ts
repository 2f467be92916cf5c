import { describe, expect, it } from 'vitest';
import { handlers } from '../domains/handlers.ts';
import { specOperations } from './spec.ts';

describe('handlers against the contract', () => {
  // The map's type is total over the generated operation ids; this holds the bundled
  // documents, read at run time, to the same list.
  it('has exactly one handler per operation of the contract', () => {
    const operations = specOperations().map((spec) => spec.operationId);
    expect(Object.keys(handlers).sort()).toEqual([...new Set(operations)].sort());
    expect(new Set(operations).size).toBe(operations.length);
  });
});

describe('security from the contract', () => {
  const byId = new Map(specOperations().map((spec) => [spec.operationId, spec]));

  it('requires credentials on every admin operation but the five public ones', () => {
    const open = specOperations()
      .filter((spec) => spec.api === 'admin' && !spec.auth.required)
      .map((spec) => spec.operationId)
      .sort();
    expect(open).toEqual([
      'AdminAcceptInvite',
      'AdminCreateAuth',
      'AdminCreateAuthToken',
      'AdminCreateUserPasswordToken',
      'AdminResetUserPassword',
    ]);
  });

  it('requires a customer only where the store operation offers no anonymous alternative', () => {
    expect(byId.get('StoreGetCustomer')?.auth).toEqual({
      required: true,
      schemes: ['cookie_auth', 'jwt_token'],
      access: null,
    });
    expect(byId.get('StoreListProducts')?.auth.required).toBe(false);
    expect(byId.get('StoreCreateCartLineItem')?.auth).toEqual({
      required: false,
      schemes: ['publishable_api_key'],
      access: null,
    });
  });
});

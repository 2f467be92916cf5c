import { describe, expect, it } from 'vitest';
import { ClientErrorKind, httpError, networkError } from './errors.ts';

describe('ClientError.code', () => {
  it('is the answer’s code when the contract’s catalogue lists it', () => {
    const error = httpError(409, {
      type: 'not_allowed',
      message: 'The cart is already completed',
      code: 'cart_completed',
    });
    expect(error.code).toBe('cart_completed');
    expect(error.serverMessage).toBe('The cart is already completed');
  });

  it('is undefined for a code the contract does not list, or none at all', () => {
    expect(httpError(400, { type: 'invalid_data', message: 'x', code: 'made_up' }).code).toBe(
      undefined,
    );
    // Medusa v1 answers without a code; its `type` still explains the error.
    expect(httpError(400, { type: 'invalid_data', message: 'x' }).code).toBe(undefined);
    expect(httpError(502, '<html>Bad gateway</html>').code).toBe(undefined);
  });

  it('is undefined when no answer arrived', () => {
    const error = networkError(new TypeError('fetch failed'));
    expect(error.kind).toBe(ClientErrorKind.Network);
    expect(error.code).toBe(undefined);
    expect(error.serverMessage).toBe('Network Error');
  });
});

import { describe, expect, it } from 'vitest';
import { errorCode } from './error-code.ts';
import { ClientErrorKind, httpError, networkError } from './errors.ts';

describe('errorCode', () => {
  it('is the answer’s code when the contract’s catalogue lists it', () => {
    const error = httpError(409, {
      type: 'not_allowed',
      message: 'The cart is already completed',
      code: 'cart_completed',
    });
    expect(errorCode(error)).toBe('cart_completed');
    expect(error.serverMessage).toBe('The cart is already completed');
  });

  it('is undefined for a code the contract does not list, or none at all', () => {
    const unlisted = httpError(400, { type: 'invalid_data', message: 'x', code: 'made_up' });
    expect(errorCode(unlisted)).toBe(undefined);
    // The server's body is kept whole: only the catalogue's reading leaves the code out.
    expect(unlisted.body?.code).toBe('made_up');
    // Medusa v1 answers without a code; its `type` still explains the error.
    expect(errorCode(httpError(400, { type: 'invalid_data', message: 'x' }))).toBe(undefined);
    expect(errorCode(httpError(502, '<html>Bad gateway</html>'))).toBe(undefined);
  });

  it('is undefined when no answer arrived, or for an error that is not the client’s', () => {
    const error = networkError(new TypeError('fetch failed'));
    expect(error.kind).toBe(ClientErrorKind.Network);
    expect(errorCode(error)).toBe(undefined);
    expect(error.serverMessage).toBe('Network Error');
    const lookalike = Object.assign(new Error('x'), { body: { code: 'cart_completed' } });
    expect(errorCode(lookalike)).toBe(undefined);
  });
});

import { ClientError, ClientErrorKind, type ServerErrorBody } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { cartErrorKey } from './cart-errors.ts';

const refusal = (status: number, body: ServerErrorBody) =>
  new ClientError(ClientErrorKind.Http, `Request failed with status code ${status}`, {
    status,
    body,
  });

describe('cartErrorKey', () => {
  it('explains a refusal the shopper can act on by its code', () => {
    const error = refusal(400, {
      type: 'not_allowed',
      message: 'Not enough stock',
      code: 'insufficient_inventory',
    });
    expect(cartErrorKey(error)).toBe('errors.insufficient_inventory');
  });

  it('reads a code the catalogue does not list, or another refusal, as unknown', () => {
    const unlisted = refusal(400, { type: 'invalid_data', message: 'x', code: 'stock_gone' });
    expect(cartErrorKey(unlisted)).toBe('errors.unknown');
    const other = refusal(409, { type: 'not_allowed', message: 'x', code: 'cart_completed' });
    expect(cartErrorKey(other)).toBe('errors.unknown');
    expect(cartErrorKey(new Error('x'))).toBe('errors.unknown');
  });

  it('says the network failed when no answer came', () => {
    expect(cartErrorKey(new ClientError(ClientErrorKind.Network, 'Network Error'))).toBe(
      'errors.network',
    );
  });
});

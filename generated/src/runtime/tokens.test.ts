import { describe, expect, it } from 'vitest';
import { ClientError, ClientErrorKind } from './errors.ts';
import { type TokenDomain, TokenStore } from './tokens.ts';

describe('TokenStore', () => {
  it('keeps the admin and store tokens apart', () => {
    const tokens = new TokenStore();
    tokens.set('admin', 'a');
    tokens.set('store', 's');
    expect(tokens.get('admin')).toBe('a');
    expect(tokens.get('store')).toBe('s');
    tokens.clear('admin');
    expect(tokens.get('admin')).toBeUndefined();
    expect(tokens.get('store')).toBe('s');
  });

  it('throws a usage error for any other domain', () => {
    const tokens = new TokenStore();
    const attempt = () => tokens.set('shop' as TokenDomain, 'x');
    expect(attempt).toThrow('domain must be either admin or store');
    expect(attempt).toThrow(ClientError);
    try {
      attempt();
    } catch (error) {
      expect((error as ClientError).kind).toBe(ClientErrorKind.Usage);
    }
  });
});

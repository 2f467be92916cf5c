import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name.ts';

describe('displayNameOf', () => {
  it('joins first and last name, or falls back to the email', () => {
    expect(displayNameOf({ first_name: 'Ada', last_name: 'King', email: 'a@x.test' })).toBe(
      'Ada King',
    );
    expect(displayNameOf({ first_name: null, last_name: 'King', email: 'a@x.test' })).toBe('King');
    expect(displayNameOf({ email: 'a@x.test' })).toBe('a@x.test');
  });
});

import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_PATTERN, generateGiftCardCode } from './codes.ts';

describe('gift card codes', () => {
  it('are four groups of four unambiguous upper-case characters', () => {
    for (let i = 0; i < 200; i++) expect(generateGiftCardCode()).toMatch(CODE_PATTERN);
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(CODE_ALPHABET).toBe(CODE_ALPHABET.toUpperCase());
  });

  it('use every symbol and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join('').replaceAll('-', ''));
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });
});

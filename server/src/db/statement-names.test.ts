import { describe, expect, it } from 'vitest';
import { statementName, withStatementName } from './statement-names.ts';

describe('statement names', () => {
  it('name a statement from its second use, the same name every time', () => {
    const text = `SELECT $1::int AS n -- ${Math.random()}`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^s_[\w-]{20}$/);
    expect(statementName(text)).toBe(name);
    const other = `SELECT $1::int AS m -- ${Math.random()}`;
    statementName(other);
    expect(statementName(other)).not.toBe(name);
  });

  it('leave statements without parameters, named ones and cursors unnamed', () => {
    const text = `SELECT 1 -- ${Math.random()}`;
    for (let i = 0; i < 3; i++) {
      expect(withStatementName([text])).toEqual([text]);
      expect(withStatementName([{ text }, []])).toEqual([{ text }, []]);
      expect(withStatementName([{ text, name: 'mine' }, [1]])).toEqual([
        { text, name: 'mine' },
        [1],
      ]);
      const cursor = { text, submit: () => undefined };
      expect(withStatementName([cursor, [1]])[0]).toBe(cursor);
    }
  });

  it("name a repeated statement with parameters without changing the caller's config", () => {
    const text = `SELECT $1::int AS n -- ${Math.random()}`;
    const config = { text, rowMode: 'array', name: undefined };
    expect(withStatementName([config, [1]])).toEqual([config, [1]]);
    const [named, values] = withStatementName([config, [2]]);
    expect(named).toEqual({ text, rowMode: 'array', name: expect.stringMatching(/^s_/) });
    expect(values).toEqual([2]);
    expect(config.name).toBeUndefined();
    // Text and values given apart, as `client.query(text, values)` does.
    const plain = `SELECT $1::text AS t -- ${Math.random()}`;
    withStatementName([plain, ['a']]);
    expect(withStatementName([plain, ['b']])).toEqual([
      { text: plain, name: expect.stringMatching(/^s_/) },
      ['b'],
    ]);
  });
});

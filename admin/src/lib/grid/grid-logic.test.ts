import { describe, expect, it } from 'vitest';
import { integerCell, moneyCell } from './cell-types.ts';
import { emptyHistory, record, redo, settle, undo } from './history.ts';
import { pasteWrites, rangeOf } from './range.ts';
import { formatTsv, parseTsv } from './tsv.ts';

describe('tab-separated text', () => {
  it('reads lines and tabs, CRLF, a trailing line break and quoted cells', () => {
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseTsv('"a\tb"\t"say ""hi"""\n"two\nlines"')).toEqual([
      ['a\tb', 'say "hi"'],
      ['two\nlines'],
    ]);
    expect(parseTsv('')).toEqual([]);
  });

  it('writes what it reads', () => {
    const rows = [
      ['12.50', ''],
      ['a\tb', 'say "hi"'],
    ];
    expect(formatTsv(rows)).toBe('12.50\t\n"a\tb"\t"say ""hi"""');
    expect(parseTsv(formatTsv(rows))).toEqual(rows);
  });
});

describe('pasting into a range', () => {
  const at = (row: number, col: number) => rangeOf({ row, col }, { row, col });

  it('places a block from the active cell, cut at the edges', () => {
    const writes = pasteWrites(parseTsv('1\t2\n3\t4'), at(4, 1), 5, 2);
    expect(writes).toEqual([{ row: 4, col: 1, text: '1' }]);
    expect(pasteWrites([['7'], ['8']], at(0, 0), 5, 2)).toEqual([
      { row: 0, col: 0, text: '7' },
      { row: 1, col: 0, text: '8' },
    ]);
  });

  it('fills a selected range with one value, and repeats a block that fits it', () => {
    const range = rangeOf({ row: 0, col: 0 }, { row: 1, col: 1 });
    expect(pasteWrites([['5']], range, 9, 9).map((w) => w.text)).toEqual(['5', '5', '5', '5']);
    const tall = rangeOf({ row: 0, col: 0 }, { row: 3, col: 0 });
    expect(pasteWrites([['1'], ['2']], tall, 9, 9).map((w) => w.text)).toEqual([
      '1',
      '2',
      '1',
      '2',
    ]);
  });
});

describe('undo and redo', () => {
  it('takes a whole paste back as one step, and forgets steps after a save', () => {
    let h = record(emptyHistory, [{ key: 'a', text: '1' }]);
    h = record(h, [
      { key: 'a', text: '2' },
      { key: 'b', text: '3' },
    ]);
    expect([...h.edits]).toEqual([
      ['a', '2'],
      ['b', '3'],
    ]);
    h = undo(h);
    expect([...h.edits]).toEqual([['a', '1']]);
    h = redo(h);
    expect(h.edits.get('b')).toBe('3');
    h = undo(undo(h));
    expect(h.edits.size).toBe(0);
    expect(record(h, [{ key: 'a', text: undefined }])).toBe(h);
    h = settle(redo(h), ['a']);
    expect(h.edits.size).toBe(0);
    expect(h.past).toEqual([]);
  });
});

describe('cell validation', () => {
  it('reads money in display units, within the currency’s decimals', () => {
    const eur = moneyCell('eur');
    expect(eur.parse('12.50')).toEqual({ ok: true, value: 1250 });
    expect(eur.parse('12,5')).toEqual({ ok: true, value: 1250 });
    expect(eur.parse('1 234.5')).toEqual({ ok: true, value: 123450 });
    expect(eur.parse('')).toEqual({ ok: true, value: null });
    expect(eur.parse('-1')).toMatchObject({ ok: false, error: { key: 'errors.money' } });
    expect(eur.parse('1.234')).toMatchObject({ ok: false });
    expect(eur.format(1250)).toBe('12.50');
    const jpy = moneyCell('jpy');
    expect(jpy.parse('1200')).toEqual({ ok: true, value: 1200 });
    expect(jpy.parse('12.5')).toMatchObject({ ok: false, error: { key: 'errors.moneyWhole' } });
    expect(jpy.format(1200)).toBe('1200');
  });

  it('reads stock as a whole number of 0 or more', () => {
    const stock = integerCell({ required: true });
    expect(stock.parse(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(stock.parse('1.5')).toMatchObject({ ok: false, error: { key: 'errors.integer' } });
    expect(stock.parse('-3')).toMatchObject({ ok: false });
    expect(stock.parse('')).toMatchObject({ ok: false, error: { key: 'errors.required' } });
  });
});

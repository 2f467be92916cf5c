/** A cell by position: row index among the rows, column index among the value columns. */
export interface CellPos {
  row: number;
  col: number;
}

/** A rectangle of cells, bounds included. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The rectangle between the anchor of a selection and its moving end. */
export const rangeOf = (anchor: CellPos, focus: CellPos): CellRange => ({
  top: Math.min(anchor.row, focus.row),
  left: Math.min(anchor.col, focus.col),
  bottom: Math.max(anchor.row, focus.row),
  right: Math.max(anchor.col, focus.col),
});

export const inRange = (range: CellRange, row: number, col: number) =>
  row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;

export const rangeHeight = (range: CellRange) => range.bottom - range.top + 1;
export const rangeWidth = (range: CellRange) => range.right - range.left + 1;

/** The positions of a range, row by row. */
export function cellsOf(range: CellRange): CellPos[] {
  const cells: CellPos[] = [];
  for (let row = range.top; row <= range.bottom; row += 1) {
    for (let col = range.left; col <= range.right; col += 1) cells.push({ row, col });
  }
  return cells;
}

export const clampPos = (pos: CellPos, rows: number, cols: number): CellPos => ({
  row: Math.max(0, Math.min(rows - 1, pos.row)),
  col: Math.max(0, Math.min(cols - 1, pos.col)),
});

/** A text to write into a cell; `undefined` takes the cell back to its saved value. */
export interface CellWrite extends CellPos {
  text: string | undefined;
}

/**
 * Where a pasted block goes: one value fills the whole selected range; a block that fits
 * the selected range a whole number of times is repeated over it (as spreadsheets do);
 * otherwise it is placed from the range's first cell, cut at the grid's edges.
 */
export function pasteWrites(
  block: readonly (readonly string[])[],
  range: CellRange,
  rows: number,
  cols: number,
): CellWrite[] {
  const height = block.length;
  const width = Math.max(0, ...block.map((line) => line.length));
  if (height === 0 || width === 0) return [];
  const tiles =
    rangeHeight(range) % height === 0 &&
    rangeWidth(range) % width === 0 &&
    rangeHeight(range) * rangeWidth(range) > height * width;
  const target: CellRange = tiles
    ? range
    : {
        top: range.top,
        left: range.left,
        bottom: range.top + height - 1,
        right: range.left + width - 1,
      };
  return cellsOf(target)
    .filter((pos) => pos.row < rows && pos.col < cols)
    .map((pos) => ({
      ...pos,
      text: (block[(pos.row - range.top) % height]?.[(pos.col - range.left) % width] ?? '').trim(),
    }));
}

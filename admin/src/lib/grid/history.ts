/** One cell's edit before and after a step; `undefined` is "no edit" (the saved value). */
export interface CellChange {
  key: string;
  before: string | undefined;
  after: string | undefined;
}

/** The edits over the saved values, with undo and redo steps (a paste is one step). */
export interface EditHistory {
  edits: ReadonlyMap<string, string>;
  past: readonly (readonly CellChange[])[];
  future: readonly (readonly CellChange[])[];
}

export const emptyHistory: EditHistory = { edits: new Map(), past: [], future: [] };

/** Steps kept for undo; older ones are forgotten. */
const MAX_STEPS = 100;

function replay(
  edits: ReadonlyMap<string, string>,
  changes: readonly CellChange[],
  forward: boolean,
) {
  const next = new Map(edits);
  for (const change of changes) {
    const text = forward ? change.after : change.before;
    if (text === undefined) next.delete(change.key);
    else next.set(change.key, text);
  }
  return next;
}

/** Writes cells as one undoable step; writes that change nothing are left out of it. */
export function record(
  history: EditHistory,
  writes: readonly { key: string; text: string | undefined }[],
): EditHistory {
  const changes = writes
    .map((write) => ({ key: write.key, before: history.edits.get(write.key), after: write.text }))
    .filter((change) => change.before !== change.after);
  if (changes.length === 0) return history;
  return {
    edits: replay(history.edits, changes, true),
    past: [...history.past, changes].slice(-MAX_STEPS),
    future: [],
  };
}

export function undo(history: EditHistory): EditHistory {
  const step = history.past.at(-1);
  if (!step) return history;
  return {
    edits: replay(history.edits, step, false),
    past: history.past.slice(0, -1),
    future: [step, ...history.future],
  };
}

export function redo(history: EditHistory): EditHistory {
  const step = history.future[0];
  if (!step) return history;
  return {
    edits: replay(history.edits, step, true),
    past: [...history.past, step],
    future: history.future.slice(1),
  };
}

/**
 * Forgets the edits of saved cells (the saved values now hold them). The steps are
 * forgotten too: undoing across a save would edit values the server already has.
 */
export function settle(history: EditHistory, keys: readonly string[]): EditHistory {
  const edits = new Map(history.edits);
  for (const key of keys) edits.delete(key);
  return { edits, past: [], future: [] };
}

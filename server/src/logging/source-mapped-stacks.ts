import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Stack traces of the compiled server (scripts/build-server.mjs: one bundle per entry, each
 * with a linked source map) name the lines of server/src, as `node --enable-source-maps`
 * would, for a fraction of its memory. That flag parses and keeps the source map of every
 * module that has one when the module loads (the bundle's and ~300 of node_modules': 6.5 MB
 * of heap before the first request), and on the first stack trace decodes the bundle's
 * whole map into objects (13 MB more, kept). Here only the bundle's frames are mapped, its
 * map is read when the first trace needs it, and what is kept is the `mappings` text and
 * where each generated line starts in it (server/README.md, "Memory", fifth pass).
 */

export interface OriginalPosition {
  /** The source's path, as the map names it resolved against the map's folder. */
  source: string;
  /** 1-based, as in a stack trace. */
  line: number;
  column: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let index = 0; index < BASE64.length; index++) DIGIT[BASE64.charCodeAt(index)] = index;
const COMMA = 44;
const SEMICOLON = 59;

/** Reads the Base64 VLQ numbers of one segment (`;` and `,` end it) into `out`. */
function readSegment(text: string, offset: number, out: number[]): number {
  out.length = 0;
  let position = offset;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === COMMA || code === SEMICOLON) break;
    let value = 0;
    let shift = 0;
    let digit: number;
    do {
      digit = DIGIT[text.charCodeAt(position++)] ?? -1;
      if (digit < 0) throw new Error('invalid source map mappings');
      value += (digit & 31) * 2 ** shift;
      shift += 5;
    } while (digit & 32);
    out.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
  }
  return position;
}

/** A source map's `mappings`, indexed by generated line for lookups one line at a time. */
export class Mappings {
  /**
   * The decoder's state where each generated line starts (the fields are deltas): offset
   * in the text, source, original line and column; four numbers a line.
   */
  private readonly starts: Int32Array;

  constructor(
    private readonly text: string,
    private readonly sources: readonly string[],
  ) {
    let lines = 1;
    for (let offset = 0; offset < text.length; offset++) {
      if (text.charCodeAt(offset) === SEMICOLON) lines++;
    }
    this.starts = new Int32Array(lines * 4);
    const fields: number[] = [];
    let [source, line, column] = [0, 0, 0];
    let index = 4;
    let offset = 0;
    while (offset < text.length) {
      const code = text.charCodeAt(offset);
      if (code === SEMICOLON) {
        offset++;
        this.starts.set([offset, source, line, column], index);
        index += 4;
      } else if (code === COMMA) {
        offset++;
      } else {
        offset = readSegment(text, offset, fields);
        if (fields.length >= 4) {
          source += fields[1] ?? 0;
          line += fields[2] ?? 0;
          column += fields[3] ?? 0;
        }
      }
    }
  }

  /**
   * Where generated `line`:`column` (1-based) comes from: the last mapped segment of the
   * line that starts at or before the column; null when none does.
   */
  original(line: number, column: number): OriginalPosition | null {
    if (line < 1 || line * 4 > this.starts.length) return null;
    const [start = 0, source = 0, original = 0, originalColumn = 0] = this.starts.subarray(
      (line - 1) * 4,
      line * 4,
    );
    const state = { generated: 0, source, line: original, column: originalColumn };
    const fields: number[] = [];
    let found: OriginalPosition | null = null;
    let offset = start;
    while (offset < this.text.length && this.text.charCodeAt(offset) !== SEMICOLON) {
      if (this.text.charCodeAt(offset) === COMMA) {
        offset++;
        continue;
      }
      offset = readSegment(this.text, offset, fields);
      state.generated += fields[0] ?? 0;
      if (state.generated > column - 1) break;
      if (fields.length < 4) {
        found = null;
        continue;
      }
      state.source += fields[1] ?? 0;
      state.line += fields[2] ?? 0;
      state.column += fields[3] ?? 0;
      const name = this.sources[state.source];
      found =
        name === undefined
          ? null
          : { source: name, line: state.line + 1, column: state.column + 1 };
    }
    return found;
  }
}

/** `<file>.map` as scripts/build-server.mjs links it, or null when it cannot be read. */
export function readMappings(file: string): Mappings | null {
  try {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      mappings?: unknown;
      sources?: unknown;
      sourceRoot?: unknown;
    };
    if (typeof map.mappings !== 'string' || !Array.isArray(map.sources)) return null;
    const root = resolve(dirname(file), typeof map.sourceRoot === 'string' ? map.sourceRoot : '');
    return new Mappings(
      map.mappings,
      map.sources.map((source) => resolve(root, String(source))),
    );
  } catch {
    return null;
  }
}

type CallSite = NodeJS.CallSite;

/**
 * Maps the stack traces of the modules in `bundleDir` (the folder of the running main.js)
 * to their sources. Nothing is done when node maps them already (`--enable-source-maps`,
 * or tsx in development).
 */
export function mapBundleStackTraces(bundleDir: string): void {
  const format = Error.prepareStackTrace;
  if (process.sourceMapsEnabled || !format) return;
  const loaded = new Map<string, Mappings | null>();
  const mappingsOf = (file: string) => {
    if (!loaded.has(file)) loaded.set(file, readMappings(file));
    return loaded.get(file) ?? null;
  };
  const frame = (site: CallSite): CallSite | string => {
    const name = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!name || line === null || column === null) return site;
    const file = name.startsWith('file://') ? fileURLToPath(name) : name;
    if (dirname(file) !== bundleDir || !file.endsWith('.js')) return site;
    const original = mappingsOf(file)?.original(line, column);
    if (!original) return site;
    return String(site).replace(
      `${name}:${line}:${column}`,
      `${original.source}:${original.line}:${original.column}`,
    );
  };
  // Node's own formatter (the error's first line, then each frame as a string) does the rest.
  Error.prepareStackTrace = (error: Error, sites: CallSite[]) =>
    format(error, sites.map(frame) as CallSite[]);
}

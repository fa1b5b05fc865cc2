/**
 * Reading a scenario's JSON text: a syntax error is one short line with its
 * line and column, and an object that gives the same key twice is refused with the key's path
 * (JSON.parse would silently keep the last value, so a file could say two things at once).
 */
import { formatPath, ScenarioError } from './errors.ts';

/**
 * Deepest nesting of arrays and objects in any JSON text the program reads, levels. A scenario
 * nests at most MAX_NESTING (32, load.ts) levels and a match file holds scenarios a few levels down
 * (entries[k].scenario): 48 covers both with room. Checked in one pass before the text is parsed,
 * so a file's cost follows its size, not its shape (millions of brackets would otherwise build
 * millions of nested arrays and the duplicate-key scan's frames).
 */
export const MAX_JSON_NESTING = 48;

/** Longest part of the parser's own message repeated, characters (V8 quotes a piece of the text). */
const MAX_PARSER_MESSAGE_CHARS = 160;

/** Line and column (from 1) of a character offset. */
function lineColumn(text: string, offset: number): string {
  let line = 1,
    start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return `line ${line}, column ${offset - start + 1}`;
}

/** The parser's message on one line, shortened, with the line and column where the engine gives a position. */
function syntaxMessage(text: string, e: unknown): string {
  let msg = (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim();
  if (msg.length > MAX_PARSER_MESSAGE_CHARS) msg = `${msg.slice(0, MAX_PARSER_MESSAGE_CHARS)}...`;
  const at = /at position (\d+)/.exec(msg);
  return `invalid JSON: ${msg}${at ? ` (${lineColumn(text, Number(at[1]))})` : ''}`;
}

/**
 * Where the text first nests deeper than `maxNesting` levels (its line and column), or null. Counts
 * brackets outside strings in one pass, allocating nothing; the text need not be valid JSON.
 */
export function tooDeepAt(text: string, maxNesting = MAX_JSON_NESTING): string | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \\ */) i++;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxNesting) return lineColumn(text, i);
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return null;
}

interface Frame {
  object: boolean;
  /** An object's keys so far (an array's frame keeps its set, empty, for the next object at its depth). */
  readonly keys: Set<string>;
  /** The key or index of the value being read in this container. */
  at: string | number;
  /** In an object: the next string is a key. */
  expectKey: boolean;
}

/** Frames reused from one call to the next: one per level, so millions of brackets allocate nothing. */
const frames: Frame[] = [];

/**
 * The path of the first key given twice in one object, or null. `text` must be valid JSON (it has
 * been parsed); one pass, no recursion, so any nesting costs no stack, and a frame per level reused
 * (a key's set is cleared only when an object opens), so its cost follows the text's length.
 */
export function duplicateKeyPath(text: string): string | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1,
        escaped = false;
      for (let d = text.charCodeAt(j); d !== 34; d = text.charCodeAt(j)) {
        if (d === 92 /* \\ */) {
          escaped = true;
          j += 2;
        } else j++;
      }
      const top = depth > 0 ? (frames[depth - 1] as Frame) : null;
      if (top?.object && top.expectKey) {
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        if (top.keys.has(key)) return formatPath([...frames.slice(0, depth - 1).map((f) => f.at), key]);
        top.keys.add(key);
        top.at = key;
        top.expectKey = false;
      }
      i = j;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      let f = frames[depth];
      if (!f) frames[depth] = f = { object: false, keys: new Set(), at: 0, expectKey: false };
      f.object = c === 123;
      if (f.object) f.keys.clear();
      f.at = 0;
      f.expectKey = f.object;
      depth++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    } else if (c === 44 /* , */) {
      const top = frames[depth - 1] as Frame;
      if (top.object) top.expectKey = true;
      else top.at = (top.at as number) + 1;
    }
  }
  return null;
}

/**
 * Parses JSON text (a UTF-8 byte-order mark allowed), refusing nesting deeper than `maxNesting`
 * (checked first), a syntax error or a repeated key with a ScenarioError.
 */
export function parseJsonText(text: string, maxNesting = MAX_JSON_NESTING): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeepAt(body, maxNesting);
  if (deep !== null)
    throw new ScenarioError([{ path: '(file)', reason: `nested deeper than ${maxNesting} levels of arrays and objects (at ${deep})` }]);
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    throw new ScenarioError([{ path: '(file)', reason: syntaxMessage(body, e) }]);
  }
  const dup = duplicateKeyPath(body);
  if (dup !== null) throw new ScenarioError([{ path: dup, reason: 'this key is given twice in one object (which value is meant?)' }]);
  return raw;
}

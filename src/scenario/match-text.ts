/**
 * A match file's text read the one way every reader reads it (the CLI's `sim match` and the page's
 * "Open a match file…"): the JSON text checked for its nesting and for keys given twice, every key
 * that would reach an object's prototype refused wherever it stands (a stroke's scenario included:
 * a schema would drop it silently), then the pool-match/1 schema. A file that says two things at
 * once (`raceTo` 50, then 2) is refused in both.
 */
import { formatPath, ScenarioError } from './errors.ts';
import { parseJsonText } from './json-text.ts';
import { FORBIDDEN_KEYS } from './load.ts';
import { parseMatch, type MatchFile } from './match-file.ts';

/**
 * The path of the first key that would reach an object's prototype, or null (the text's nesting is
 * already bounded, so the recursion is shallow). The path is kept on one stack and written out only
 * for a hit: copying it for every value made a deep file cost its size times its depth.
 */
export function forbiddenKeyPath(value: unknown, path: Array<string | number> = []): string | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      const found = forbiddenKeyPath(value[i], path);
      path.pop();
      if (found !== null) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(k)) return formatPath([...path, k]);
      path.push(k);
      const found = forbiddenKeyPath((value as Record<string, unknown>)[k], path);
      path.pop();
      if (found !== null) return found;
    }
  }
  return null;
}

export function readMatchText(text: string): MatchFile {
  const raw = parseJsonText(text);
  const bad = forbiddenKeyPath(raw);
  if (bad !== null) throw new ScenarioError([{ path: bad, reason: 'this key is not allowed anywhere (it would reach the object prototype)' }]);
  return parseMatch(raw);
}

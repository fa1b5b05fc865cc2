/**
 * A match file's text read the one way every reader reads it (the CLI's `sim match` and the page's
 * "Open a match file…"): the JSON text checked for its nesting and for keys given twice, then the
 * pool-match/1 schema. A file that says two things at once (`raceTo` 50, then 2) is refused in both.
 */
import { parseJsonText } from './json-text.ts';
import { parseMatch, type MatchFile } from './match-file.ts';

export function readMatchText(text: string): MatchFile {
  return parseMatch(parseJsonText(text));
}

/** A problem with a scenario file, tied to the field it concerns (`balls[1].x`). */
export interface ScenarioIssue {
  readonly path: string;
  readonly reason: string;
}

/** Problems listed in a message (the CLI's output, the page's status line); the rest are counted. */
export const MAX_REPORTED_ISSUES = 10;

export class ScenarioError extends Error {
  constructor(readonly issues: readonly ScenarioIssue[]) {
    const shown = issues.slice(0, MAX_REPORTED_ISSUES).map((i) => `${i.path}: ${i.reason}`);
    const more = issues.length - shown.length;
    super([...shown, ...(more > 0 ? [`... and ${more} more problem${more === 1 ? '' : 's'}`] : [])].join('\n'));
    this.name = 'ScenarioError';
  }
}

/** Longest piece of the file's own text repeated in a message, characters (a key, a value). */
export const MAX_ECHOED_CHARS = 60;

/** A piece of the file's text as a message shows it: shortened past MAX_ECHOED_CHARS, with its length. */
export function echoed(text: string): string {
  return text.length <= MAX_ECHOED_CHARS ? text : `${text.slice(0, MAX_ECHOED_CHARS)}... (${text.length} characters)`;
}

/** `["balls", 1, "x"]` -> `balls[1].x`; the empty path is `(file)`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${echoed(String(part))}` : echoed(String(part));
  }
  return out || '(file)';
}

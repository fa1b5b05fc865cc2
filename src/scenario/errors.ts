/** A problem with a scenario file, tied to the field it concerns (`balls[1].x`). */
export interface ScenarioIssue {
  readonly path: string;
  readonly reason: string;
}

export class ScenarioError extends Error {
  constructor(readonly issues: readonly ScenarioIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.reason}`).join('\n'));
    this.name = 'ScenarioError';
  }
}

/** `["balls", 1, "x"]` -> `balls[1].x`; the empty path is `(file)`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

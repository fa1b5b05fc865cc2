/** One scenario file run to a plain, serialisable outcome (shared by the CLI and its worker threads). */
import { readFileSync, statSync } from 'node:fs';
import { OutputError, writeWhole } from './output-file.ts';
import { shotDiagramSvg } from '../scenario/svg-diagram.ts';
import { tableGeometry } from '../table/geometry.ts';
import { ScenarioError } from '../scenario/errors.ts';
import { parseScenarioText } from '../scenario/load.ts';
import { nextScenario } from '../scenario/next.ts';
import { runScenario, type ScenarioResult } from '../scenario/run.ts';

/**
 * The outcome carries the result already serialised (`json`) and its readable summary, so that
 * worker threads do that work and send back plain strings.
 */
export type FileOutcome =
  | { readonly file: string; readonly kind: 'invalid'; readonly errors: readonly string[] }
  /** Not the input's fault: the simulator failed (exit 3, with a request to report it). */
  | { readonly file: string; readonly kind: 'internal'; readonly message: string }
  | {
      readonly file: string;
      readonly kind: 'ran';
      readonly name: string;
      readonly json: string;
      readonly summary: string;
      readonly failures: readonly string[];
    };

/** The readable lines printed for a scenario without --json. */
export function summaryOf(result: ScenarioResult): string {
  const ev = result.events;
  const first = ev.find((e) => e.type === 'ball-ball');
  const pocketed = ev.filter((e) => e.type === 'pocketed').map((e) => `${e.balls[0]} (${'pocket' in e ? e.pocket : ''})`);
  const cushions = ev.filter((e) => e.type === 'ball-cushion').length;
  const end = ev[ev.length - 1]?.t ?? 0;
  const r = result.ruling;
  const ruling =
    r.legal && r.fouls.length === 0
      ? `legal; next ${r.next.shooter}${r.inningEnds ? '' : ' (continues)'}`
      : `${r.legal ? 'legal' : 'FOUL'}: ${r.fouls.map((f) => `${f.code} (${f.rule})`).join(', ')}; enforced ${r.enforced ? `${r.enforced.code} (${r.enforced.rule})` : 'none'}; next ${r.next.shooter}, ball in hand ${r.next.ballInHand}${r.lossOfGame ? `; ${r.lossOfGame} loses the game` : ''}`;
  return [
    `  first contact: ${first ? first.balls.join(' -> ') + ` at ${first.t.toFixed(4)} s` : 'none'}`,
    `  cushion contacts: ${cushions}; pocketed: ${pocketed.length ? pocketed.join(', ') : 'none'}; at rest after ${end.toFixed(3)} s`,
    `  ruling: ${ruling}`,
    `  ${r.explanation.en}`,
  ].join('\n');
}

/** Largest scenario file read, bytes (a full rack with comments is about 10 kB); checked before reading. */
export const MAX_SCENARIO_BYTES = 1_000_000;

/** The file's text, read only when it is a regular file within MAX_SCENARIO_BYTES (a device or a pipe is never opened). */
export function readScenarioFile(file: string): string {
  const st = statSync(file);
  if (!st.isFile()) throw new ScenarioError([{ path: '(file)', reason: `${file} is not a regular file` }]);
  if (st.size > MAX_SCENARIO_BYTES)
    throw new ScenarioError([{ path: '(file)', reason: `${file} is ${st.size} bytes; a scenario file is at most ${MAX_SCENARIO_BYTES}` }]);
  return readFileSync(file, 'utf8');
}

/**
 * `withJson`: serialise the full result (only --json prints it; the summary does not need it).
 * `nextPath`: write there the next scenario, the table as the stroke leaves it (scenario/next.ts).
 */
export function runFile(file: string, traceDt?: number, svgPath?: string, withJson = true, nextPath?: string): FileOutcome {
  try {
    const scenario = parseScenarioText(readScenarioFile(file));
    const outcome = runScenario(scenario, traceDt !== undefined ? { traceDt } : {});
    if (svgPath !== undefined) {
      writeWhole(svgPath, `${shotDiagramSvg(tableGeometry(scenario.table), outcome.record, outcome.result.ruling, scenario.name)}\n`);
    }
    if (nextPath !== undefined) writeWhole(nextPath, `${JSON.stringify(nextScenario(scenario, outcome.record, outcome.result.ruling), null, 2)}\n`);
    return {
      file,
      kind: 'ran',
      name: outcome.result.name,
      json: withJson ? JSON.stringify(outcome.result) : '',
      summary: summaryOf(outcome.result),
      failures: outcome.failures,
    };
  } catch (e) {
    return outcomeOfError(file, e);
  }
}

/**
 * Bad input (exit 2) or the simulator's own failure (exit 3): a scenario problem, or a file that
 * cannot be read, is the input's; anything else is an internal error, reported as one.
 */
export function outcomeOfError(file: string, e: unknown): FileOutcome {
  // The message lists the first few problems and counts the rest (errors.ts, MAX_REPORTED_ISSUES).
  if (e instanceof ScenarioError) return { file, kind: 'invalid', errors: e.message.split('\n') };
  // A file we were asked to write: its path and reason, not the scenario's fault.
  if (e instanceof OutputError) return { file, kind: 'invalid', errors: [e.message] };
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return { file, kind: 'invalid', errors: [`(file): cannot be read (${code})`] };
  return { file, kind: 'internal', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
}

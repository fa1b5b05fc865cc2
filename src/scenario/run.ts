/**
 * The scenario runner: one plain function used by the CLI and by vitest. Output is a pure
 * function of the scenario (no timings, dates or paths), in the shape of design.md's `--json`.
 */
import { type GameState, type Ruling, SEEDS_RULES, WPA_RULES } from '../rules/index.ts';
import { type FinalBall, sampleAll, type ShotEvent, type ShotRecord } from '../physics/index.ts';
import { recordIssues } from './consistency.ts';
import { ScenarioError } from './errors.ts';
import { checkExpect } from './expect.ts';
import { prepareLayout } from './load.ts';
import { playStroke } from './play-stroke.ts';
import type { Scenario } from './schema.ts';

export interface TraceBall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly v: [number, number, number];
  readonly w: [number, number, number];
}
export interface TraceSample {
  readonly t: number;
  readonly balls: readonly TraceBall[];
}

export interface ScenarioResult {
  readonly name: string;
  /** The adjudicator's ruling on the stroke. */
  readonly ruling: Ruling;
  readonly events: readonly ShotEvent[];
  readonly final: { readonly balls: readonly FinalBall[] };
  readonly trace?: readonly TraceSample[];
}

export interface RunOutcome {
  readonly result: ScenarioResult;
  readonly record: ShotRecord;
  /** Expectation failures (empty when every `expect` held or there is none). */
  readonly failures: readonly string[];
}

export interface RunOptions {
  /** Sample the trajectory every `traceDt` seconds (t = k * traceDt, plus the end). */
  readonly traceDt?: number;
}

/** Largest number of trace samples one run may produce (a guard against a tiny --trace). */
export const MAX_TRACE_SAMPLES = 1_000_000;
/**
 * Largest number of ball states in a trace (samples times balls): about 180 bytes of JSON each,
 * so the output stays under about 70 MB and the run well inside Node's memory.
 */
export const MAX_TRACE_BALL_SAMPLES = 400_000;

export function runScenario(scenario: Scenario, options: RunOptions = {}): RunOutcome {
  const layout = prepareLayout(scenario);
  // A game rules on a stroke: a layout without one (as `--next` writes it) has nothing to rule on,
  // and ruling its balls as they lie would invent a foul (a cue ball that hit nothing, G18).
  // T1.11: where the shot clock ran out, the referee rules the foul on the balls as they lie, with no stroke.
  const clock = scenario.state.clock;
  const timeRanOut = clock !== undefined && clock.elapsedS > clock.limitS;
  if (layout.strokes.length === 0 && scenario.game !== 'practice' && !timeRanOut)
    throw new ScenarioError([
      {
        path: 'shot',
        reason: `there is no stroke to rule on in ${scenario.game}: give "shot" (a layout without one is a position to play from, e.g. in the page), or a state.clock whose time ran out (T1.11)`,
      },
    ]);
  const { record, ruling } = playStroke({
    table: layout.table,
    params: layout.params,
    balls: layout.balls,
    strokes: layout.strokes,
    lamp: layout.lamp,
    pockets: layout.pockets,
    state: gameState(scenario),
    declared: scenario.declared,
    options: scenario.rules === 'wpa' ? WPA_RULES : SEEDS_RULES,
    checkRecord: (r) => {
      const mismatch = recordIssues(scenario, r);
      if (mismatch.length > 0) throw new ScenarioError(mismatch);
    },
  });
  const result: ScenarioResult = {
    name: scenario.name,
    ruling,
    events: record.events,
    final: record.final,
    ...(options.traceDt !== undefined ? { trace: buildTrace(record, layout.balls, options.traceDt) } : {}),
  };
  return { result, record, failures: checkExpect(scenario.expect, result) };
}

/** The scenario's `state` as the adjudicator's GameState. */
export function gameState(s: Scenario): GameState {
  const st = s.state;
  return {
    game: s.game,
    shooter: st.shooter,
    ballInHand: st.ballInHand,
    phase: st.phase,
    foulsInRow: st.foulsInRow,
    warned: st.warned,
    conductWarned: st.conductWarned,
    groups: st.groups,
    safety: st.safety,
    pushOut: st.pushOut,
    frozenDeclared: st.frozenDeclared,
    score: st.score,
    ...(st.call ? { call: st.call } : {}),
    ...(st.obvious !== undefined ? { obvious: st.obvious } : {}),
    ...(st.target !== undefined ? { target: st.target } : {}),
    ...(st.clock ? { clock: { limitS: st.clock.limitS, elapsedS: st.clock.elapsedS, extensionsLeft: st.clock.extensions[st.shooter] } } : {}),
  };
}

function buildTrace(record: ShotRecord, balls: ReturnType<typeof prepareLayout>['balls'], dt: number): TraceSample[] {
  // The trace is an option of the run: its limits are bad input, named as the option.
  if (!(dt > 0)) throw new ScenarioError([{ path: '--trace', reason: `the interval must be > 0 s, got ${dt}` }]);
  const end = record.trajectory.endT;
  const count = Math.floor(end / dt);
  if (count + 2 > MAX_TRACE_SAMPLES)
    throw new ScenarioError([{ path: '--trace', reason: `${dt} s gives more than ${MAX_TRACE_SAMPLES} samples for a ${end.toFixed(3)} s shot` }]);
  const states = (count + 2) * balls.length;
  if (states > MAX_TRACE_BALL_SAMPLES) {
    throw new ScenarioError([
      {
        path: '--trace',
        reason: `${dt} s gives ${states} ball states (${count + 2} samples of ${balls.length} balls) for a ${end.toFixed(3)} s shot; at most ${MAX_TRACE_BALL_SAMPLES} (about 70 MB of JSON): use a larger interval`,
      },
    ]);
  }
  const R = record.trajectory.ballRadius;
  // t = 0 shows the state just before the strike: the given positions and velocities.
  const first: TraceSample = {
    t: 0,
    balls: balls
      .filter((b) => !b.pocket)
      .map((b) => ({
        id: b.id,
        x: b.x,
        y: b.y,
        z: b.z ?? R,
        v: [...(b.v ?? [0, 0, 0])] as [number, number, number],
        w: [...(b.w ?? [0, 0, 0])] as [number, number, number],
      })),
  };
  const samples: TraceSample[] = [first];
  const at = (t: number): TraceSample => ({
    t,
    balls: sampleAll(record, t)
      .filter((s) => s.mode !== 'pocketed' && s.mode !== 'off-table')
      .map((s) => ({ id: s.id, x: s.r[0], y: s.r[1], z: s.r[2], v: [...s.v] as [number, number, number], w: [...s.w] as [number, number, number] })),
  });
  for (let k = 1; k <= count; k++) samples.push(at(k * dt));
  if (count * dt !== end && end > 0) samples.push(at(end));
  return samples;
}

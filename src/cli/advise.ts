/**
 * `npm run sim -- advise <scenario.json> [--noise beginner|club|tournament|amateur|professional] [--seed n] [--count n] [--json]`:
 * the advisor's ranked strokes for the scenario's layout, game and state (src/advisor/). Each is
 * printed as a scenario `shot` (with where the cue ball is played from and the call it makes);
 * with --json, an array of them, each with a complete `scenario` that `npm run sim -- run` plays
 * back. Exit 0, or 2 on bad input (the scenario's own errors, `<path>: <reason>`).
 */
import { advise, type Advice, type Suggestion } from '../advisor/advise.ts';
import { breakShot } from '../advisor/break-shot.ts';
import { NOISE, NOISE_NAMES, type NoiseName } from '../advisor/noise.ts';
import { DEFAULT_PARAMS, PLACEMENT_TOLERANCE_M } from '../physics/index.ts';
import { SEEDS_RULES, WPA_RULES } from '../rules/index.ts';
import { ScenarioError, type ScenarioIssue } from '../scenario/errors.ts';
import { parseScenarioText, prepareLayout } from '../scenario/load.ts';
import { gameState } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import { tableGeometry } from '../table/index.ts';
import { decimalWhole } from './cli-args.ts';
import { readScenarioFile } from './run-file.ts';
import { argTokens } from './args.ts';

const USAGE =
  'usage: npm run sim -- advise <scenario.json> [--noise beginner|club|tournament|amateur|professional] [--seed <n>] [--count <n>] [--json]';

interface AdviseArgs {
  readonly file: string;
  readonly noise: NoiseName;
  readonly seed: number;
  readonly count: number;
  readonly json: boolean;
}

function parse(argv: readonly string[]): AdviseArgs {
  let file: string | undefined,
    noise: NoiseName = 'professional',
    seed = 0,
    count = 3,
    json = false;
  for (const t of argTokens(argv, { json: 'boolean', noise: 'string', seed: 'string', count: 'string' })) {
    if (t.kind === 'unknown') throw new Error(`unknown option ${t.raw}`);
    if (t.kind === 'positional') {
      if (file !== undefined) throw new Error(`unexpected argument ${t.value}`);
      file = t.value;
      continue;
    }
    if (t.name === 'json') {
      json = true;
      continue;
    }
    const v = t.value;
    if (v === undefined) throw new Error(`${t.raw}: expected a value`);
    if (t.name === 'noise') {
      if (!(NOISE_NAMES as readonly string[]).includes(v)) throw new Error(`--noise: expected one of ${NOISE_NAMES.join(', ')}, got "${v}"`);
      noise = v as NoiseName;
    } else {
      const [lo, hi] = t.name === 'seed' ? [0, 2 ** 31 - 1] : [1, 20];
      const n = decimalWhole(t.raw, v, lo, hi);
      if (t.name === 'seed') seed = n;
      else count = n;
    }
  }
  if (file === undefined) throw new Error('missing the scenario file');
  return { file, noise, seed, count, json };
}

/** The scenario that plays suggestion x back: the cue ball where it is played from, the call, the shot; no expect. */
export function scenarioOf(s: Scenario, x: Suggestion, raw: Record<string, unknown>): Record<string, unknown> {
  const listed = (raw.balls as Array<Record<string, unknown>> | undefined) ?? [];
  const balls = listed.map((b) => (b.id === 'cue' ? { id: 'cue', x: x.cue[0], y: x.cue[1] } : b));
  // The state as it is: ball in hand stays in hand (placed where the suggestion plays from), so the
  // playback is judged as the stroke would be (G9 in the kitchen).
  const state = { ...((raw.state as object | undefined) ?? {}) } as Record<string, unknown>;
  delete state.call;
  const breaking = s.state.phase === 'break';
  if (x.pot && s.game !== 'nine-ball') state.call = x.pot;
  if (!x.pot && s.game !== 'nine-ball' && !breaking) state.safety = true;
  // A push-out is announced with its stroke (advisor/push-out.ts); any other stroke announces none.
  if (x.pushOut) state.pushOut = true;
  else delete state.pushOut;
  // A break keeps its rack (and the call-free break of every game).
  const { expect: _e, rack, shot: _s, ...rest } = raw;
  if (breaking && rack !== undefined) rest.rack = rack;
  return { ...rest, name: `${s.name}: suggestion`, balls, state, shot: x.shot };
}

/**
 * What the advisor cannot be asked, as bad input with its field: a game without strokes to plan, a
 * rack outside the break, a cue ball in a pocket with nobody holding it, balls in the air or still
 * moving (every stroke would be a G13 foul: the advisor plans from a position at rest).
 */
function questionIssues(s: Scenario): ScenarioIssue[] {
  if (s.game === 'practice' || s.game === 'lag')
    return [{ path: 'game', reason: `the advisor plays nine-ball, eight-ball and straight-pool, not ${s.game}` }];
  const out: ScenarioIssue[] = [];
  if (s.rack && s.state.phase !== 'break')
    out.push({ path: 'rack', reason: 'a rack is for the break (state.phase "break"); give every ball of a layout to play' });
  const cueAt = s.balls.findIndex((b) => b.id === 'cue');
  const cue = s.balls[cueAt];
  if (!cue) out.push({ path: 'balls', reason: 'the cue ball is not in the layout: give it where it lies, or in hand (state.ballInHand)' });
  else if (cue.pocket)
    out.push({
      path: `balls[${cueAt}].pocket`,
      reason: `the cue ball lies in pocket ${cue.pocket}: there is no stroke to plan; after a scratch the next player has it in hand (give state.ballInHand and where it is placed)`,
    });
  s.balls.forEach((b, i) => {
    // A ball in the air has yet to land: where it will lie is the stroke's, not the advisor's to guess.
    if (!b.pocket && b.z !== undefined && b.z > DEFAULT_PARAMS.ballRadiusM + PLACEMENT_TOLERANCE_M)
      out.push({
        path: `balls[${i}].z`,
        reason: `ball "${b.id}" is in the air (z = ${b.z} m, on the cloth ${DEFAULT_PARAMS.ballRadiusM}): it has yet to land, so the advisor plans from a position at rest`,
      });
    const moving = (b.v ?? []).some((c) => c !== 0) || (b.w ?? []).some((c) => c !== 0);
    if (moving)
      out.push({
        path: `balls[${i}].${(b.v ?? []).some((c) => c !== 0) ? 'v' : 'w'}`,
        reason: `ball "${b.id}" is still moving: a stroke now is a foul (G13), so the advisor plans from a position at rest`,
      });
  });
  return out;
}

export function adviseMain(argv: readonly string[]): number {
  let args: AdviseArgs;
  try {
    args = parse(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  try {
    const text = readScenarioFile(args.file);
    const scenario = parseScenarioText(text);
    const problems = questionIssues(scenario);
    if (problems.length > 0) throw new ScenarioError(problems);
    const layout = prepareLayout(scenario, DEFAULT_PARAMS);
    const table = tableGeometry(scenario.table);
    // The break is planned as the computer plays it (break-shot.ts), not searched.
    const planned =
      scenario.state.phase === 'break'
        ? breakShot(
            table,
            layout.params,
            layout.balls.filter((b) => !b.pocket),
            scenario.game,
          )
        : null;
    const advice: Advice = planned
      ? { suggestions: [planned], candidates: 1, simulations: 0 }
      : advise(
          {
            table,
            params: layout.params,
            balls: layout.balls,
            state: gameState(scenario),
            options: scenario.rules === 'wpa' ? WPA_RULES : SEEDS_RULES,
            pockets: layout.pockets,
            noise: NOISE[args.noise],
          },
          args.seed,
          args.count,
        );
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (args.json) {
      const out = advice.suggestions.map((x, k) => ({ rank: k + 1, ...x, scenario: scenarioOf(scenario, x, raw) }));
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    } else {
      if (advice.suggestions.length === 0)
        process.stderr.write(`${scenario.name}: no stroke found (no legal ball can be reached from where the cue ball is)\n`);
      process.stdout.write(
        `${scenario.name}: ${advice.suggestions.length} stroke${advice.suggestions.length === 1 ? '' : 's'} (${args.noise}), ${advice.candidates} candidates, ${advice.simulations} strokes simulated\n`,
      );
      for (const [k, x] of advice.suggestions.entries()) {
        const what = planned
          ? `the break at the ${x.target}`
          : x.pushOut
            ? 'a push-out'
            : x.pot
              ? `${x.kind} ${x.pot.ball} in ${x.pot.pocket}`
              : `safety on the ${x.target}`;
        const odds = planned
          ? 'a power break (break-shot.ts), not ranked'
          : x.pushOut
            ? `the opponent chooses who plays on${x.foulChance > 0 ? `, a foul ${Math.round(100 * x.foulChance)} %` : ''}, value ${x.value.toFixed(2)}`
            : `${Math.round(100 * x.chance)} % to keep the table${x.foulChance > 0 ? `, a foul ${Math.round(100 * x.foulChance)} %` : ''}, value ${x.value.toFixed(2)}`;
        process.stdout.write(
          `  ${k + 1}. ${what}: ${odds}\n     from [${x.cue[0].toFixed(3)}, ${x.cue[1].toFixed(3)}] shot ${JSON.stringify(x.shot)}\n`,
        );
      }
    }
    return 0;
  } catch (e) {
    if (e instanceof ScenarioError) {
      for (const i of e.issues) process.stderr.write(`${i.path}: ${i.reason}\n`);
      return 2;
    }
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') {
      process.stderr.write(`${args.file}: no such file\n`);
      return 2;
    }
    throw e;
  }
}

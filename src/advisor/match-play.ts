/**
 * A whole match between two computer players, headless: the lag played as two
 * strokes, then game after game, each stroke decided by the advisor at the player's level (the break
 * as the computer breaks, break-shot.ts), played with that level's execution error, simulated and
 * ruled as a pool-scenario/1 stroke, and carried on by the match (rules/match.ts) and the game
 * (scenario/next.ts). Every stroke is kept as the scenario it was, so the match file replays bit
 * for bit (scenario/match-file.ts). Seeded: the same settings and seed give the same match.
 */
import { createRng, type Rng } from '../math/rng.ts';
import { DEFAULT_PARAMS, MAX_CUE_ELEVATION_DEG, MAX_TIP_OFFSET_R, stickClearance } from '../physics/index.ts';
import { type MatchSettings, type Player, SEEDS_RULES } from '../rules/index.ts';
import { sinCosDeg } from '../math/trig.ts';
import { parseScenario, prepareLayout } from '../scenario/load.ts';
import type { MatchFile } from '../scenario/match-file.ts';
import { chooseAfterStroke, chooseFirstBreak, openMatch, playLag, playPosition, sessionFile, type MatchSession } from '../scenario/match-session.ts';
import { gameState } from '../scenario/run.ts';
import type { Scenario, ScenarioInput } from '../scenario/schema.ts';
import { tableGeometry } from '../table/index.ts';
import { advise, type Suggestion } from './advise.ts';
import { lagShot } from './lag-shot.ts';
import { absoluteErrors } from './evaluate.ts';
import { breakShot } from './break-shot.ts';
import { choiceAfterPushOut, pushOutAnswer } from './push-out.ts';
import { gaussian, MAX_EXECUTION_DRAWS, NOISE, type NoiseName } from './noise.ts';

/** The most strokes a match may take before it is stopped as runaway (a race to 50 of 9-ball takes well under it). */
export const MAX_MATCH_STROKES = 5000;
/** Lags played again before the match gives up (a tie or both lags lost each time). */
export const MAX_LAGS = 10;

export interface ComputerPlayer {
  readonly name: string;
  readonly level: NoiseName;
}

/** A scenario shot with the level's execution error: Gaussian on aim, speed and both tip offsets (noise.ts). */
function executed(shot: Suggestion['shot'], level: NoiseName, rng: Rng): Suggestion['shot'] {
  const n = NOISE[level];
  const g = () => gaussian(() => rng.next());
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  let side = shot.tip.side + n.tipR * g(),
    height = shot.tip.height + n.tipR * g();
  // The tip stays on the ball's face (MAX_TIP_OFFSET_R): a player's error past it is a miscue, not a miss of the ball.
  const off = Math.hypot(side, height);
  if (off > MAX_TIP_OFFSET_R) [side, height] = [(side * MAX_TIP_OFFSET_R) / off, (height * MAX_TIP_OFFSET_R) / off];
  const out = {
    aimDeg: shot.aimDeg + n.aimDeg * g(),
    cueSpeed: clamp(shot.cueSpeed * Math.max(0.2, 1 + n.speedFrac * g()), 0.05, 15),
    tip: { side, height },
    elevationDeg: shot.elevationDeg,
  };
  const abs = absoluteErrors(out, n, g);
  return { ...abs, cueSpeed: clamp(abs.cueSpeed, 0.05, 15), elevationDeg: Math.min(90, abs.elevationDeg) };
}

/** The stroke raised as little as lets the stick clear the rails and balls in its (erring) direction, as a player would bridge it; null where no elevation up to MAX_CUE_ELEVATION_DEG clears. */
function bridged(shot: Suggestion['shot'], s: Scenario, cue: readonly [number, number]): Suggestion['shot'] | null {
  const layout = prepareLayout(s, DEFAULT_PARAMS);
  const [sn, cs] = sinCosDeg(shot.aimDeg);
  const others = layout.balls.filter((b) => b.id !== 'cue' && !b.pocket);
  const cl = stickClearance(
    layout.params,
    layout.table.spec,
    { dir: [cs, sn], cueSpeed: shot.cueSpeed, tip: shot.tip, elevationDeg: shot.elevationDeg },
    cue,
    others,
  );
  if (!cl.blockedBy) return shot;
  return cl.minElevationDeg !== null && cl.minElevationDeg <= MAX_CUE_ELEVATION_DEG ? { ...shot, elevationDeg: cl.minElevationDeg } : null;
}

/**
 * The stroke as the player's hand delivers it: the level's execution error, bridged over what is in
 * the way; an error that would put the stick through a rail no elevation clears is not a stroke a
 * player makes (he lines up again): drawn again, up to MAX_EXECUTION_DRAWS times, then the planned
 * stroke itself, bridged.
 */
function delivered(planned: Suggestion['shot'], level: NoiseName, rng: Rng, s: Scenario, cue: readonly [number, number]): Suggestion['shot'] {
  for (let k = 0; k < MAX_EXECUTION_DRAWS; k++) {
    const shot = bridged(executed(planned, level, rng), s, cue);
    if (shot) return shot;
  }
  return bridged(planned, s, cue) ?? planned;
}

/** The shooter's stroke for a position: the computer's break, else the advisor's first suggestion. */
function decide(s: Scenario, level: NoiseName, seed: number): Suggestion | null {
  const layout = prepareLayout(s, DEFAULT_PARAMS);
  const table = tableGeometry(s.table);
  if (s.state.phase === 'break')
    return breakShot(
      table,
      layout.params,
      layout.balls.filter((b) => !b.pocket),
      s.game,
    );
  const situation = {
    table,
    params: layout.params,
    balls: layout.balls,
    state: gameState(s),
    options: SEEDS_RULES,
    pockets: layout.pockets,
    noise: NOISE[level],
  };
  return advise(situation, seed, 1).suggestions[0] ?? null;
}

/** The position with the stroke played from it: the cue ball where it is played from, the call, the shot. */
function withStroke(input: ScenarioInput, s: Scenario, x: Suggestion | null, shot: Suggestion['shot']): ScenarioInput {
  const balls = (input.balls ?? []).map((b) => (b.id === 'cue' && x && !b.pocket ? { id: 'cue' as const, x: x.cue[0], y: x.cue[1] } : b));
  const state = { ...(input.state ?? {}) } as NonNullable<ScenarioInput['state']> & Record<string, unknown>;
  delete state.call;
  delete state.safety;
  const breaking = s.state.phase === 'break';
  if (x?.pot && s.game !== 'nine-ball' && !breaking) state.call = x.pot;
  if (x && !x.pot && s.game !== 'nine-ball' && !breaking) state.safety = true;
  // A push-out is announced with its stroke (push-out.ts).
  if (x?.pushOut) state.pushOut = true;
  else delete state.pushOut;
  return { ...input, balls, state, shot };
}

/** Whether the choice after the opponent's push-out (WPA 9-ball) is still to be made: the last entry is that stroke. */
function pushOutToAnswer(s: MatchSession): boolean {
  const last = s.entries[s.entries.length - 1];
  return last?.kind === 'stroke' && choiceAfterPushOut(s.last?.ruling.next.options ?? []);
}

/** Plays a whole match between two computer players; returns its file. */
export function playComputerMatch(settings: MatchSettings, players: Readonly<Record<Player, ComputerPlayer>>, seed: number): MatchFile {
  const rng = createRng(seed);
  let s = openMatch(settings, { A: players.A.name, B: players.B.name }, '9ft', seed);
  for (let k = 0; s.match.phase === 'lag'; k++) {
    if (k >= MAX_LAGS) throw new Error(`the lag was played ${MAX_LAGS} times without a winner`);
    const a = lagShot(players.A.level, () => rng.next());
    s = playLag(s, { A: a, B: lagShot(players.B.level, () => rng.next()) }).session;
  }
  // The lag's winner breaks (a computer always takes the break).
  s = chooseFirstBreak(s, s.match.lagWinner as Player);
  let strokes = 0;
  while (s.match.phase === 'game' && s.position) {
    if (++strokes > MAX_MATCH_STROKES) throw new Error(`the match took more than ${MAX_MATCH_STROKES} strokes`);
    const input = s.position;
    const sc = parseScenario(input);
    const level = players[sc.state.shooter].level;
    const x = decide(sc, level, seed * 7919 + strokes);
    if (pushOutToAnswer(s)) {
      // Answered by the push-out's own model (push-out.ts) and recorded; taken, the table is decided again as the choice leaves it.
      s = chooseAfterStroke(s, pushOutAnswer(x));
      continue;
    }
    const planned = x?.shot ?? { aimDeg: 0, cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 };
    const cueBall = sc.balls.find((b) => b.id === 'cue');
    const cue: readonly [number, number] = x?.cue ?? [cueBall?.x ?? 0, cueBall?.y ?? 0];
    s = playPosition(s, withStroke(input, sc, x, delivered(planned, level, rng, sc, cue))).session;
  }
  return sessionFile(s);
}

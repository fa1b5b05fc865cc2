/**
 * Breaks as a professional plays them, for `npm run bench:breaks`: a 9-ball or
 * 8-ball rack, frozen or with the small gaps a real rack has, broken by the computer's power break
 * (advisor/break-shot.ts: centre ball at the apex, about 10.7 m/s of cue ball, Onoda's mean pro
 * break) from a seeded place in the breaking box (8 in, 0.2 m, either side of the long string, as
 * the tournaments whose break statistics we compare with allow), with a professional's execution
 * error (advisor/noise.ts). Each break is simulated to rest and ruled by the adjudicator, so a
 * "successful" break is the one the statistics count: a ball made and no foul (an illegal 8-ball
 * break is a foul, WPA-8B-break).
 */
import { createRng } from '../../math/rng.ts';
import { atan2, sinCosDeg } from '../../math/trig.ts';
import { BREAK_BEHIND_M, BREAK_CUE_SPEED_MPS } from '../../advisor/break-shot.ts';
import { noisy } from '../../advisor/evaluate.ts';
import { NOISE, type NoiseLevel } from '../../advisor/noise.ts';
import type { PhysicsParams, ShotRecord } from '../../physics/index.ts';
import { defaultState, type Ruling } from '../../rules/index.ts';
import { playStroke } from '../../scenario/play-stroke.ts';
import { rackBalls } from '../../table/racks.ts';
import type { TableGeometry } from '../../table/geometry.ts';

export type BreakGame = 'nine-ball' | 'eight-ball';

/** Half-width of the breaking box either side of the long string, m (8 in; the Matchroom 9-ball events' box). */
export const BREAK_BOX_HALF_WIDTH_M = 0.2032;

/** The racks measured: each ball moved by up to `jitterMm` in a random direction on a lattice opened by twice that. */
export const RACK_KINDS = {
  /** Gaps exactly 0: the app's rack (rules/game-flow.ts newRack), contacts resolved in the order the engine finds them. */
  exact: { jitterMm: 0 },
  /** Gaps 0-0.04 mm: a template rack, frozen as a referee calls it (0.2 mm, G2). */
  frozen: { jitterMm: 0.01 },
  /** Gaps 0-0.2 mm, about 0.1 mm on average: what the balls' own size tolerance (about ±0.005 in, WPA) leaves in a tight rack. */
  tolerance: { jitterMm: 0.05 },
  /** Gaps 0-1 mm: a triangle rack as it is usually left, a few balls not quite touching. */
  gapped: { jitterMm: 0.25 },
} as const;
export type RackKind = keyof typeof RACK_KINDS;

export interface BreakTrial {
  /** Object balls made (pocketed and staying down). */
  readonly made: number;
  readonly scratch: boolean;
  /** Object balls that left the table. */
  readonly offTable: number;
  readonly foul: boolean;
  /** The game ball (9 or 8) made on the break. */
  readonly gameBall: boolean;
  /** Object balls that reached a cushion or a pocket (8-ball's legal break needs four, WPA-8B-break). */
  readonly toRail: number;
}

/**
 * A professional's power break's execution error: 0.1 degrees of aim, 2 % of speed, 0.02 R of tip
 * (the professional level's noise before that level was set by its run-outs; a full-power
 * stroke is not played with a position stroke's precision). The break figures were measured with it.
 */
export const BREAK_NOISE: NoiseLevel = { ...NOISE.professional, aimDeg: 0.1, speedFrac: 0.02, tipR: 0.02 };

/**
 * A break's set-up beyond the game and the rack: which ball sits on the foot spot (the apex, as the
 * app racks; or the 9, the rack's centre, as at the WPA World 9-Ball Championship 2016), where the
 * cue ball stands (anywhere in the 8-inch box, seeded; or |y| = `cueY` from the long string, the
 * side chosen by the seed) and the stick's speed (m/s).
 */
export interface BreakPlace {
  readonly spot?: 'apex' | 'nine';
  readonly cueY?: number;
  readonly cueSpeed?: number;
}

/** The rack, the stroke and the state of one seeded break. */
function breakInput(table: TableGeometry, p: PhysicsParams, game: BreakGame, kind: RackKind, seed: number, place: BreakPlace, fixedY?: number) {
  const rng = createRng(seed);
  const boxY = (2 * rng.next() - 1) * BREAK_BOX_HALF_WIDTH_M;
  const rack = rackBalls(table, p.ballRadiusM, { type: game === 'nine-ball' ? 'nine-ball' : 'fifteen', seed, jitterMm: RACK_KINDS[kind].jitterMm });
  // The 9 on the spot: the whole rack two rows (2 sqrt(3) R) toward the head.
  const back = place.spot === 'nine' ? 2 * Math.sqrt(3) * p.ballRadiusM : 0;
  const balls = rack.map((b) => ({ id: b.id, x: b.x - back, y: b.y }));
  const apex = balls[0] as (typeof balls)[number];
  const y = fixedY ?? (place.cueY === undefined ? boxY : boxY < 0 ? -place.cueY : place.cueY);
  const cue: [number, number] = [table.headStringX - BREAK_BEHIND_M, y];
  const [sn, cs] = sinCosDeg((atan2(apex.y - cue[1], apex.x - cue[0]) * 180) / Math.PI);
  const stroke = noisy(
    { dir: [cs, sn], cueSpeed: place.cueSpeed ?? BREAK_CUE_SPEED_MPS, tip: { side: 0, height: 0 }, elevationDeg: 0 },
    BREAK_NOISE,
    rng,
  );
  return { balls: [{ id: 'cue', x: cue[0], y: cue[1] }, ...balls], stroke };
}

/** What the break did, read from its record and its ruling. */
export function tallyBreak(game: BreakGame, record: ShotRecord, ruling: Ruling): BreakTrial {
  const gameBall = game === 'nine-ball' ? '9' : '8';
  const cue = record.final.balls.find((b) => b.id === 'cue');
  const objects = record.final.balls.filter((b) => b.id !== 'cue');
  const railed = new Set<string>();
  for (const e of record.events) {
    if (e.type === 'ball-cushion' || e.type === 'pocket-enter') for (const id of e.balls) if (id !== 'cue') railed.add(id);
  }
  return {
    made: objects.filter((b) => b.state === 'pocketed').length,
    scratch: cue?.state === 'pocketed' || cue?.state === 'off-table',
    offTable: objects.filter((b) => b.state === 'off-table').length,
    foul: ruling.enforced !== null,
    gameBall: objects.some((b) => b.id === gameBall && b.state === 'pocketed'),
    toRail: railed.size,
  };
}

/**
 * One seeded break of `game` from a `kind` rack on `table`, simulated to rest and ruled; the cue ball
 * at `cueY` across the table when given, else at a seeded place in the box.
 */
export function breakTrial(table: TableGeometry, p: PhysicsParams, game: BreakGame, kind: RackKind, seed: number, cueY?: number): BreakTrial {
  if (cueY !== undefined && !(Math.abs(cueY) <= BREAK_BOX_HALF_WIDTH_M))
    throw new Error(`cueY: must be within the box, |y| <= ${BREAK_BOX_HALF_WIDTH_M} m, got ${cueY}`);
  const { balls, stroke } = breakInput(table, p, game, kind, seed, {}, cueY);
  return ruledBreak(table, p, game, balls, stroke);
}

function ruledBreak(
  table: TableGeometry,
  p: PhysicsParams,
  game: BreakGame,
  balls: ReturnType<typeof breakInput>['balls'],
  stroke: ReturnType<typeof breakInput>['stroke'],
): BreakTrial {
  const state = defaultState(game, { phase: 'break', ballInHand: 'kitchen', shooter: 'A' });
  const { record, ruling } = playStroke({ table, params: p, balls, strokes: [{ ball: 'cue', stroke }], state });
  return tallyBreak(game, record, ruling);
}

/**
 * One seeded break from a set-up (`BreakPlace`): the rack, the place and the speed a player chooses.
 * The cue ball stands BREAK_BEHIND_M behind the head string; the side is the seed's.
 */
export function placedBreakTrial(
  table: TableGeometry,
  p: PhysicsParams,
  game: BreakGame,
  kind: RackKind,
  seed: number,
  place: BreakPlace,
): BreakTrial {
  if (place.cueY !== undefined && !(place.cueY >= 0 && place.cueY < table.noses.left - 2 * p.ballRadiusM))
    throw new Error(`cueY: must be from 0 to within a ball of the rail, got ${place.cueY}`);
  const { balls, stroke } = breakInput(table, p, game, kind, seed, place);
  return ruledBreak(table, p, game, balls, stroke);
}

/**
 * The place and speed a player would choose, found by trials: each candidate place (|y| from the
 * long string) and stick speed played over `seeds` seeded breaks (seeds from 100,000, apart from the
 * ones a benchmark then measures), the one with the most successful breaks (a ball made, no foul).
 */
export function bestBreakPlace(
  table: TableGeometry,
  p: PhysicsParams,
  game: BreakGame,
  kind: RackKind,
  spot: 'apex' | 'nine',
  ys: readonly number[],
  speeds: readonly number[],
  seeds: number,
): { place: BreakPlace; successShare: number } {
  let best: { place: BreakPlace; successShare: number } | null = null;
  for (const cueY of ys) {
    for (const cueSpeed of speeds) {
      const place = { spot, cueY, cueSpeed };
      const trials = Array.from({ length: seeds }, (_, k) => placedBreakTrial(table, p, game, kind, 100_000 + k, place));
      const share = summarize(trials).successShare;
      if (!best || share > best.successShare) best = { place, successShare: share };
    }
  }
  return best as { place: BreakPlace; successShare: number };
}

/**
 * The computer's break place (advisor/break-shot.ts BREAK_OFF_STRING_M) tried against the others:
 * each |y| from the long string played over `seeds` seeded breaks (seeds from 200,000, apart from
 * the ones the benchmark's rows and `bestBreakPlace` use) of each rack kind at the computer's stick
 * speed; the share of successful breaks for each.
 */
export function placeTrials(
  table: TableGeometry,
  p: PhysicsParams,
  game: BreakGame,
  kinds: readonly RackKind[],
  ys: readonly number[],
  seeds: number,
): { cueY: number; rack: RackKind; successShare: number }[] {
  const out: { cueY: number; rack: RackKind; successShare: number }[] = [];
  for (const rack of kinds) {
    for (const cueY of ys) {
      const place = { spot: 'apex' as const, cueY, cueSpeed: BREAK_CUE_SPEED_MPS };
      const trials = Array.from({ length: seeds }, (_, k) => placedBreakTrial(table, p, game, rack, 200_000 + k, place));
      out.push({ cueY, rack, successShare: summarize(trials).successShare });
    }
  }
  return out;
}

/** Wilson's 95 % interval of a share measured over n trials: [low, high]. */
export function wilson95(share: number, n: number): [number, number] {
  const z = 1.959964;
  const z2n = (z * z) / n;
  const centre = (share + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((share * (1 - share)) / n + z2n / (4 * n))) / (1 + z2n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface BreakSummary {
  readonly breaks: number;
  /** Mean object balls made per break. */
  readonly madePerBreak: number;
  /** Share of breaks that made at least one object ball. */
  readonly makeShare: number;
  /** Share that made a ball without a foul: the statistics' "successful break". */
  readonly successShare: number;
  /** Share with the cue ball pocketed or off the table. */
  readonly scratchShare: number;
  /** Share ruled a foul (scratch, ball off the table, an illegal 8-ball break, ...). */
  readonly foulShare: number;
  readonly gameBallShare: number;
  /** Object balls off the table per break. */
  readonly offTablePerBreak: number;
  /** Mean object balls reaching a cushion or a pocket. */
  readonly toRailPerBreak: number;
}

export function summarize(trials: readonly BreakTrial[]): BreakSummary {
  const n = trials.length;
  const share = (f: (t: BreakTrial) => boolean) => trials.filter(f).length / n;
  const mean = (f: (t: BreakTrial) => number) => trials.reduce((s, t) => s + f(t), 0) / n;
  return {
    breaks: n,
    madePerBreak: mean((t) => t.made),
    makeShare: share((t) => t.made > 0),
    successShare: share((t) => t.made > 0 && !t.foul),
    scratchShare: share((t) => t.scratch),
    foulShare: share((t) => t.foul),
    gameBallShare: share((t) => t.gameBall),
    offTablePerBreak: mean((t) => t.offTable),
    toRailPerBreak: mean((t) => t.toRail),
  };
}

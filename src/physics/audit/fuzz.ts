/**
 * Seeded random shots across the input space: every table size, 1 to 16 balls, frozen
 * clusters and balls frozen to a rail, balls near the jaws, cue speeds up to 9 m/s (ball speeds up
 * to about 12 m/s), the whole tip range including miscues. Each shot is simulated and audited
 * (audit.ts); an exception is a failure too. Elevated strokes join when the 3-D stick exists.
 */
import { createRng, type Rng } from '../../math/rng.ts';
import { TABLE_PRESETS, tableGeometry, type TableGeometry, type TablePresetId } from '../../table/index.ts';
import { auditRecord, type ProblemKind } from './audit.ts';
import { MAX_TIP_OFFSET_R, stickClearance } from '../cue/cue-stick.ts';
import { cushionContactDistance, DEFAULT_PARAMS, type PhysicsParams } from '../params.ts';
import { placementProblem } from '../placement.ts';
import { simulate, type BallInput } from '../simulate.ts';
import type { CueStroke } from '../laws/cue-strike-instantaneous.ts';

export type FailureKind = ProblemKind | 'exception';

export interface FuzzShot {
  readonly shotSeed: number;
  readonly table: TablePresetId;
  readonly balls: BallInput[];
  readonly stroke: CueStroke;
}

export interface ShotOutcome {
  readonly shot: FuzzShot;
  readonly failures: ReadonlyArray<{ kind: FailureKind; detail: string }>;
  readonly events: number;
}

/** The seed of shot i of a run with seed s (splitmix-style mixing, integers only). */
export function shotSeedOf(seed: number, i: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d) >>> 0;
  return (z ^ (z >>> 12)) >>> 0;
}

const unit = (rng: Rng): [number, number] => {
  for (;;) {
    const [x, y] = rng.inDisc();
    const l = Math.sqrt(x * x + y * y);
    if (l > 0.1) return [x / l, y / l];
  }
};

function fits(table: TableGeometry, p: PhysicsParams, balls: readonly BallInput[], x: number, y: number): boolean {
  if (placementProblem(table, p, x, y)) return false;
  const R = p.ballRadiusM;
  return balls.every((b) => {
    const dx = b.x - x,
      dy = b.y - y;
    return dx * dx + dy * dy >= 4 * R * R * (1 - 1e-12);
  });
}

/** One random shot, from its seed alone. */
export function makeShot(shotSeed: number, p: PhysicsParams = DEFAULT_PARAMS): FuzzShot {
  const rng = createRng(shotSeed);
  const presets = Object.keys(TABLE_PRESETS) as TablePresetId[];
  const id = presets[rng.int(presets.length)] as TablePresetId;
  const table = tableGeometry(id);
  const R = p.ballRadiusM;
  const dc = cushionContactDistance(p, table.spec.cushionNoseHeightM);
  const hx = table.noses.foot - dc,
    hy = table.noses.left - dc;
  const count = 1 + rng.int(16);
  const ids = ['cue', ...Array.from({ length: 15 }, (_, k) => String(k + 1))];
  const balls: BallInput[] = [];
  for (let tries = 0; balls.length < count && tries < 2000; tries++) {
    const kind = rng.next();
    let x: number, y: number;
    if (kind < 0.25 && balls.length > 0) {
      // Frozen to a ball already placed.
      const other = balls[rng.int(balls.length)] as BallInput;
      const [ux, uy] = unit(rng);
      x = other.x + 2 * R * ux;
      y = other.y + 2 * R * uy;
    } else if (kind < 0.4) {
      // Frozen to a rail.
      const along = rng.range(-1, 1);
      const side = rng.int(4);
      x = side < 2 ? (side === 0 ? -hx : hx) : along * hx;
      y = side < 2 ? along * hy : side === 2 ? -hy : hy;
    } else if (kind < 0.5) {
      // Near a pocket's jaws.
      const pk = table.pockets[rng.int(table.pockets.length)]!;
      const mx = 0.5 * (pk.mouth[0][0] + pk.mouth[1][0]),
        my = 0.5 * (pk.mouth[0][1] + pk.mouth[1][1]);
      const [jx, jy] = rng.inDisc();
      x = mx - pk.axis[0] * 0.05 + jx * 0.06;
      y = my - pk.axis[1] * 0.05 + jy * 0.06;
    } else {
      x = rng.range(-hx, hx);
      y = rng.range(-hy, hy);
    }
    if (fits(table, p, balls, x, y)) balls.push({ id: ids[balls.length] as string, x, y });
  }
  let stroke: CueStroke = { dir: [1, 0], cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 };
  for (let k = 0; k < 30; k++) {
    const [tx, ty] = rng.inDisc();
    stroke = { dir: unit(rng), cueSpeed: rng.range(0.1, 9), tip: { side: tx * MAX_TIP_OFFSET_R, height: ty * MAX_TIP_OFFSET_R }, elevationDeg: 0 };
    const cue = balls[0] as BallInput;
    if (!stickClearance(p, table.spec, stroke, [cue.x, cue.y], balls.slice(1)).blockedBy) break;
  }
  // Half the strokes are elevated, 0-85 degrees (masse, swerve, jump), drawn last so that the
  // layouts and level strokes of earlier versions stay the same seed for seed.
  if (rng.next() < 0.5) {
    const elevated = { ...stroke, elevationDeg: rng.range(0, 85) };
    const cue = balls[0] as BallInput;
    if (!stickClearance(p, table.spec, elevated, [cue.x, cue.y], balls.slice(1)).blockedBy) stroke = elevated;
  }
  return { shotSeed, table: id, balls, stroke };
}

export function runShot(shot: FuzzShot, p: PhysicsParams = DEFAULT_PARAMS): ShotOutcome {
  const table = tableGeometry(shot.table);
  try {
    const record = simulate({ table, params: p, balls: shot.balls, strokes: [{ ball: 'cue', stroke: shot.stroke }] });
    return {
      shot,
      failures: auditRecord(record, table, p).map((f) => ({ kind: f.kind, detail: `t=${f.t}: ${f.detail}` })),
      events: record.events.length,
    };
  } catch (e) {
    return { shot, failures: [{ kind: 'exception', detail: (e as Error).message }], events: 0 };
  }
}

export interface FuzzSummary {
  readonly shots: number;
  readonly failedShots: number;
  readonly byKind: Readonly<Record<FailureKind, number>>;
  readonly firstFailures: ReadonlyArray<{ shotSeed: number; kind: FailureKind; detail: string }>;
}

/** Most failures a summary lists (the first ones in shot order). */
export const FIRST_FAILURES_LISTED = 10;

const noFailures = (): Record<FailureKind, number> => ({
  'non-finite': 0,
  'through-cushion': 0,
  'off-slate': 0,
  overlap: 0,
  'energy-gained': 0,
  'not-at-rest': 0,
  exception: 0,
});

/**
 * Shots from..to-1 of a run with seed `seed` (a part of a run: `fuzz --workers` hands parts to
 * worker threads). `shots` is the part's length; merged in order, parts give `fuzz`'s summary.
 */
export function fuzzRange(seed: number, from: number, to: number, onShot?: (i: number) => void): FuzzSummary {
  const byKind = noFailures();
  const firstFailures: Array<{ shotSeed: number; kind: FailureKind; detail: string }> = [];
  let failedShots = 0;
  for (let i = from; i < to; i++) {
    const out = runShot(makeShot(shotSeedOf(seed, i)));
    if (out.failures.length > 0) {
      failedShots++;
      const kinds = new Set(out.failures.map((f) => f.kind));
      for (const k of kinds) byKind[k]++;
      if (firstFailures.length < FIRST_FAILURES_LISTED)
        firstFailures.push({ shotSeed: out.shot.shotSeed, kind: out.failures[0]!.kind, detail: out.failures[0]!.detail });
    }
    onShot?.(i);
  }
  return { shots: to - from, failedShots, byKind, firstFailures };
}

/** The summary of consecutive parts of one run, given in shot order. */
export function mergeFuzz(parts: readonly FuzzSummary[]): FuzzSummary {
  const byKind = noFailures();
  let shots = 0,
    failedShots = 0;
  const firstFailures: Array<{ shotSeed: number; kind: FailureKind; detail: string }> = [];
  for (const part of parts) {
    shots += part.shots;
    failedShots += part.failedShots;
    for (const [k, n] of Object.entries(part.byKind)) byKind[k as FailureKind] += n;
    for (const f of part.firstFailures) if (firstFailures.length < FIRST_FAILURES_LISTED) firstFailures.push(f);
  }
  return { shots, failedShots, byKind, firstFailures };
}

export function fuzz(shots: number, seed: number, onShot?: (i: number) => void): FuzzSummary {
  return fuzzRange(seed, 0, shots, onShot);
}

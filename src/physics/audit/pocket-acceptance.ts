/**
 * How big a pocket plays: the effective pocket size of Dr. Dave Alciatore's TP 3.5 (side) and TP 3.6
 * (corner) measured through the engine. A lone ball rolls naturally along a family of parallel lines
 * at an angle to the pocket's axis, arriving at the mouth at a given speed; the pocket's size at that
 * angle and speed is the width (across the lines) of the lines along which the ball ends in the
 * pocket. The analyses count slow balls; the engine also gives it at any speed.
 */
import type { PhysicsParams } from '../params.ts';
import { simulate } from '../simulate.ts';
import type { Pocket, TableGeometry } from '../../table/geometry.ts';

export interface AcceptanceLine {
  /** Offset of the line from the one through the mouth's middle, m (positive: to the left of travel). */
  readonly offsetM: number;
  /** Where the ball ended: a pocket's name, `table` (at rest on the bed) or `off-table`. */
  readonly outcome: string;
}

export interface AcceptanceQuery {
  readonly table: TableGeometry;
  readonly params: PhysicsParams;
  readonly pocket: Pocket;
  /** Angle of the lines to the pocket's axis, degrees (positive: coming from the axis' right). */
  readonly angleDeg: number;
  /** Speed of the rolling ball where its line crosses the mouth line, m/s. */
  readonly speedMps: number;
  /** Spacing of the lines and the largest offset tried, m. */
  readonly stepM: number;
  readonly spanM: number;
  /** How far before the mouth the ball starts, m (along its line). */
  readonly runUpM: number;
}

/** The ball's start and velocity for the line at `offsetM`, or null when the start is not on the bed. */
export function lineStart(
  q: AcceptanceQuery,
  offsetM: number,
): { x: number; y: number; v: [number, number, number]; w: [number, number, number] } | null {
  const { pocket, params: p, table } = q;
  const [m1, m2] = pocket.mouth;
  const mx = (m1[0] + m2[0]) / 2,
    my = (m1[1] + m2[1]) / 2;
  const a = (q.angleDeg * Math.PI) / 180;
  const [ax, ay] = pocket.axis;
  const dx = ax * Math.cos(a) - ay * Math.sin(a),
    dy = ax * Math.sin(a) + ay * Math.cos(a);
  const x = mx - dx * q.runUpM - dy * offsetM,
    y = my - dy * q.runUpM + dx * offsetM;
  const R = p.ballRadiusM;
  if (Math.abs(x) > table.noses.foot - R || Math.abs(y) > table.noses.left - R) return null;
  // Rolling: it slows by mu_r g over the run-up, so it starts faster.
  const v = Math.sqrt(q.speedMps * q.speedMps + 2 * p.muRoll * p.g * q.runUpM);
  return { x, y, v: [dx * v, dy * v, 0], w: [(-dy * v) / R, (dx * v) / R, 0] };
}

/** Where a lone ball rolled along each line ended, from -span to +span. */
export function acceptanceLines(q: AcceptanceQuery): AcceptanceLine[] {
  const out: AcceptanceLine[] = [];
  const n = Math.round(q.spanM / q.stepM);
  for (let k = -n; k <= n; k++) {
    const offsetM = k * q.stepM;
    const start = lineStart(q, offsetM);
    if (!start) continue;
    const rec = simulate({ table: q.table, params: q.params, balls: [{ id: 'cue', ...start }] });
    const f = rec.final.balls[0];
    const outcome = f?.pocket ?? (f?.state === 'stationary' ? 'table' : 'off-table');
    out.push({ offsetM, outcome });
  }
  return out;
}

/** The effective size, m: the number of accepted lines times their spacing. */
export function effectiveSize(q: AcceptanceQuery, lines: readonly AcceptanceLine[]): number {
  return lines.filter((l) => l.outcome === q.pocket.id).length * q.stepM;
}

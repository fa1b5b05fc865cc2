/**
 * Cue strike as an instantaneous point impulse along the cue axis (Alciatore TP A-30 [S8b];
 * pooltool `cue_strike` [S21j]; physics-reference 3.4), with squirt from the cue's endmass
 * (TP A-31 [S8c]; pooltool `squirt.py`). This is the level stroke of the physics core; the cue
 * as a body with a contact duration, elevation, masse and jump is the cue-stick issue, which
 * replaces this module behind the same `CueStroke` input.
 */
import { ballInertia, miscueLimit, type PhysicsParams } from './params.ts';

export interface CueStroke {
  /** Unit direction of the stroke on the table, [x, y]. */
  readonly dir: readonly [number, number];
  /** Speed of the stick at impact, m/s. */
  readonly cueSpeed: number;
  /** Contact offset as fractions of R: side > 0 right english, height > 0 follow. */
  readonly tip: { readonly side: number; readonly height: number };
  /** Cue elevation, degrees. The instantaneous level model takes 0 only. */
  readonly elevationDeg: number;
  /**
   * How far the stick follows through past the strike, m; omitted: the arm's natural stop
   * (cue-stick.ts). A careful player shortens it (a jab) when the cue ball is close to a ball.
   */
  readonly followThroughM?: number;
}

export interface StrikeResult {
  readonly v: [number, number, number];
  readonly w: [number, number, number];
  /** Deflection of the launch direction from the stroke line by squirt, as its tangent. */
  readonly squirtTan: number;
}

export class StrokeError extends Error {
  constructor(readonly field: string, reason: string) {
    super(reason);
  }
}

/** Squirt angle tangent, TP A-31: tan a = (5/2) s sqrt(1-s^2) / (1 + m/m_e + (5/2)(1-s^2)). */
export function squirtTangent(p: PhysicsParams, side: number): number {
  const c2 = 1 - side * side;
  return (2.5 * side * Math.sqrt(c2)) / (1 + p.ballMassKg / p.cueEndMassKg + 2.5 * c2);
}

export function strikeCueBall(p: PhysicsParams, stroke: CueStroke): StrikeResult {
  const { side: a, height: b } = stroke.tip;
  if (stroke.elevationDeg !== 0) {
    throw new StrokeError('shot.elevationDeg', 'elevated strokes (masse, jump) need the cue-stick model; the level strike takes 0');
  }
  const limit = miscueLimit(p);
  if (Math.sqrt(a * a + b * b) > limit) {
    throw new StrokeError('shot.tip', `tip offset ${Math.sqrt(a * a + b * b).toFixed(3)} R is past the miscue limit ${limit.toFixed(3)} R (mu_tip ${p.muTip})`);
  }
  if (!(stroke.cueSpeed > 0)) throw new StrokeError('shot.cueSpeed', `must be > 0 m/s, got ${stroke.cueSpeed}`);
  const m = p.ballMassKg;
  const R = p.ballRadiusM;
  const I = ballInertia(p);
  const [dx, dy] = stroke.dir;
  // J = (1 + e_tip) V / (1/m + 1/M + |Q x d|^2 / I), |Q x d|^2 = R^2 (a^2 + b^2).
  const J = ((1 + p.eTip) * stroke.cueSpeed) / (1 / m + 1 / p.cueMassKg + (R * R * (a * a + b * b)) / I);
  const speed = J / m;
  // Contact point Q = R(-c d + a e1 + b z), e1 = (dy, -dx, 0) to the shooter's right, c = sqrt(1 - a^2 - b^2);
  // the spin is w = (J/I) (Q x d) with d = (dx, dy, 0).
  const e1x = dy, e1y = -dx;
  const c = Math.sqrt(1 - a * a - b * b);
  const qx = R * (-c * dx + a * e1x);
  const qy = R * (-c * dy + a * e1y);
  const qz = R * b;
  const wScale = J / I;
  const w: [number, number, number] = [-wScale * qz * dy, wScale * qz * dx, wScale * (qx * dy - qy * dx)];
  // Squirt turns the launch away from the english: right english (a > 0) toward -e1.
  const tanA = squirtTangent(p, a);
  const cosA = 1 / Math.sqrt(1 + tanA * tanA);
  const sinA = tanA * cosA;
  const vx = speed * (cosA * dx - sinA * e1x);
  const vy = speed * (cosA * dy - sinA * e1y);
  return { v: [vx, vy, 0], w, squirtTan: tanA };
}

/**
 * Cue strike as an instantaneous point impulse along the cue axis (Alciatore TP A-30 [S8b];
 * pooltool `cue_strike` [S21j]; docs/physics.md §3.4), with squirt from the cue's endmass
 * (TP A-31 [S8c]; pooltool `squirt.py`). The cue axis may be elevated (docs/physics.md §3.4,
 * "Elevated cue"): it then points down into the slate, so the launch velocity has a downward
 * part (the slate bounce that follows makes a jump, EngineState.store) and the spin axis is tilted
 * (its horizontal part off the heading curves the path: masse and swerve). cue-stick.ts wraps
 * this with the stick's follow-through, miscues and ferrule contacts.
 */
import { sinCosDeg } from '../../math/trig.ts';
import { ballInertia, miscueLimit, type PhysicsParams } from '../params.ts';

export interface CueStroke {
  /** Unit direction of the stroke on the table, [x, y]. */
  readonly dir: readonly [number, number];
  /** Speed of the stick at impact, m/s. */
  readonly cueSpeed: number;
  /** Contact offset as fractions of R: side > 0 right english, height > 0 follow. */
  readonly tip: { readonly side: number; readonly height: number };
  /** Cue elevation above the table, degrees: 0 a level cue, up to 90 (straight down). */
  readonly elevationDeg: number;
  /**
   * How far the stick follows through past the strike, m; omitted: the arm's natural stop
   * (cue-stick.ts). A careful player shortens it (a jab) when the cue ball is close to a ball.
   */
  readonly followThroughM?: number;
  /**
   * A shove instead of a strike (G23's push shot): the hand keeps the tip on the cue ball for this
   * long, s, driving it at the cue speed along the stroke line (cue-push.ts); omitted: a strike, whose
   * tip contact lasts TIP_CONTACT_S. Level strokes only.
   */
  readonly pushS?: number;
}

export interface StrikeResult {
  readonly v: [number, number, number];
  readonly w: [number, number, number];
  /** Deflection of the launch direction from the stroke line by squirt, as its tangent. */
  readonly squirtTan: number;
}

export class StrokeError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The stroke's frame: d the cue axis (unit, from the cue toward the ball, pointing down by the
 * elevation), e1 horizontal to the shooter's right, e2 = e1 x d (up for a level cue). A tip offset
 * (a, b) touches the ball at Q = R(-c d + a e1 + b e2), c = sqrt(1 - a^2 - b^2) (TP A-30).
 */
export interface StrokeFrame {
  readonly d: readonly [number, number, number];
  readonly e1: readonly [number, number, number];
  readonly e2: readonly [number, number, number];
}

export function strokeFrame(stroke: Pick<CueStroke, 'dir' | 'elevationDeg'>): StrokeFrame {
  const [dx, dy] = stroke.dir;
  const [s, c] = stroke.elevationDeg === 0 ? [0, 1] : sinCosDeg(stroke.elevationDeg);
  return { d: [c * dx, c * dy, s === 0 ? 0 : -s], e1: [dy, -dx, 0], e2: [s * dx, s * dy, c] };
}

/** Squirt angle tangent, TP A-31: tan a = (5/2) s sqrt(1-s^2) / (1 + m/m_e + (5/2)(1-s^2)). */
export function squirtTangent(p: PhysicsParams, side: number): number {
  const c2 = 1 - side * side;
  return (2.5 * side * Math.sqrt(c2)) / (1 + p.ballMassKg / p.cueEndMassKg + 2.5 * c2);
}

export function strikeCueBall(p: PhysicsParams, stroke: CueStroke): StrikeResult {
  const { side: a, height: b } = stroke.tip;
  if (!(stroke.elevationDeg >= 0 && stroke.elevationDeg <= 90)) {
    throw new StrokeError('shot.elevationDeg', `must be between 0 and 90 degrees, got ${stroke.elevationDeg}`);
  }
  const limit = miscueLimit(p);
  if (Math.sqrt(a * a + b * b) > limit) {
    throw new StrokeError(
      'shot.tip',
      `tip offset ${Math.sqrt(a * a + b * b).toFixed(3)} R is past the miscue limit ${limit.toFixed(3)} R (mu_tip ${p.muTip})`,
    );
  }
  if (!(stroke.cueSpeed > 0)) throw new StrokeError('shot.cueSpeed', `must be > 0 m/s, got ${stroke.cueSpeed}`);
  const m = p.ballMassKg;
  const R = p.ballRadiusM;
  const I = ballInertia(p);
  const { d, e1, e2 } = strokeFrame(stroke);
  // J = (1 + e_tip) V / (1/m + 1/M + |Q x d|^2 / I), |Q x d|^2 = R^2 (a^2 + b^2).
  const J = ((1 + p.eTip) * stroke.cueSpeed) / (1 / m + 1 / p.cueMassKg + (R * R * (a * a + b * b)) / I);
  const speed = J / m;
  // Contact point Q = R(-c d + a e1 + b e2); the spin is w = (J/I) (Q x d).
  const c = Math.sqrt(1 - a * a - b * b);
  const qx = R * (-c * d[0] + a * e1[0] + b * e2[0]);
  const qy = R * (-c * d[1] + a * e1[1] + b * e2[1]);
  const qz = R * (-c * d[2] + a * e1[2] + b * e2[2]);
  const wScale = J / I;
  const w: [number, number, number] = [wScale * (qy * d[2] - qz * d[1]), wScale * (qz * d[0] - qx * d[2]), wScale * (qx * d[1] - qy * d[0])];
  // Squirt turns the launch away from the english (about e2): right english (a > 0) toward -e1.
  const tanA = squirtTangent(p, a);
  const cosA = 1 / Math.sqrt(1 + tanA * tanA);
  const sinA = tanA * cosA;
  const v: [number, number, number] = [
    speed * (cosA * d[0] - sinA * e1[0]),
    speed * (cosA * d[1] - sinA * e1[1]),
    speed * (cosA * d[2] - sinA * e1[2]),
  ];
  return { v, w, squirtTan: tanA };
}

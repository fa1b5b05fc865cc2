/**
 * The cue stick as a moving body along its stroke line (docs/physics.md §3.4).
 *
 * The strike itself is a point impulse (TP A-30) with squirt (TP A-31); a tip offset past the
 * miscue limit mu/sqrt(1+mu^2) R turns it into a sliding impact (the tip slips: tangential impulse
 * mu times the normal one), which is weak and wild, never a refusal; past FERRULE_OFFSET_R the
 * ferrule touches the ball. After the strike the stick keeps moving along its line at the speed
 * the impulse left it, and the player's arm brings it to rest at ARM_DECEL_MPS2 (within
 * FOLLOW_THROUGH_MAX_M). Its tip, a sphere of the tip's radius of curvature, can meet the cue ball again (a
 * second tip contact: a double hit) or another ball (a stick contact). Each tip contact lasts
 * TIP_CONTACT_S, which is what the push-through rule compares with the first ball contact.
 */
import { sinCosDeg } from '../../math/trig.ts';
import type { TableSpec } from '../../table/specs.ts';
import { ballInertia, miscueLimit, type PhysicsParams } from '../params.ts';
import { strikeCueBall, strokeFrame, StrokeError, type CueStroke, type StrokeFrame } from '../laws/cue-strike-instantaneous.ts';

/** cos 89 degrees: the smallest horizontal share of the stick's axis the clearance test divides by. */
const COS_89_DEG = 0.017452406437283376;

/** Tip-ball contact time of a normal stroke, s: about 1 ms [S24b] (docs/physics.md §1.6). */
export const TIP_CONTACT_S = 0.001;
/**
 * The arm stops the stick after the strike at a constant deceleration, m/s^2, so a soft stroke
 * follows through a little and a firm one further (distance v^2 / 2a). An engineering choice,
 * set so that a medium stroke (2 m/s of cue speed, the stick leaving the ball at about 1.2 m/s)
 * follows through about 15 cm, the 4-6 in that coaching material teaches.
 */
export const ARM_DECEL_MPS2 = 4.5;
/** The longest follow-through, m (arm's reach); faster sticks are stopped harder. */
export const FOLLOW_THROUGH_MAX_M = 0.3;
/** Radius of curvature of the tip, m (pooltool default 10.6 mm, dime radius [S21d]). */
export const TIP_RADIUS_M = 0.0106;
/** Offset (fraction of R) past which the ferrule touches the ball (design.md, "Physics"). */
export const FERRULE_OFFSET_R = 0.6;
/** Largest offset (fraction of R) at which the tip still meets the ball at all. */
export const MAX_TIP_OFFSET_R = 0.9;
/** The steepest cue a player strikes with, degrees (a near-vertical masse; the page's slider and the computer's bridge). */
export const MAX_CUE_ELEVATION_DEG = 85;

export interface StickMotion {
  /** Unit direction of the stick's axis (down by the elevation), [x, y, z]. */
  readonly dir: readonly [number, number, number];
  /** Position of the tip sphere's centre at t = 0: on the table, and its height above the bed. */
  readonly x0: number;
  readonly y0: number;
  readonly z: number;
  /** Speed along `dir` just after the strike, m/s, and the constant deceleration, m/s^2. */
  readonly speed: number;
  readonly decel: number;
}

export interface StickStrike {
  readonly v: [number, number, number];
  readonly w: [number, number, number];
  readonly miscue: boolean;
  readonly ferrule: boolean;
  readonly stick: StickMotion;
}

/**
 * Strike of the stick on the cue ball at (cx, cy), level or elevated. Past the miscue limit the
 * impact slides (Coulomb friction at the tip, coefficient mu_tip): normal impulse from restitution
 * along the contact normal, tangential impulse mu times it, opposite the slip. The launch velocity
 * keeps its vertical part (down into the slate for an elevated cue; EngineState.store bounces it).
 */
export function strikeWithStick(p: PhysicsParams, stroke: CueStroke, cx: number, cy: number): StickStrike {
  const { side: a, height: b } = stroke.tip;
  const off = Math.sqrt(a * a + b * b);
  if (!(stroke.elevationDeg >= 0 && stroke.elevationDeg <= 90)) {
    throw new StrokeError('shot.elevationDeg', `must be between 0 and 90 degrees, got ${stroke.elevationDeg}`);
  }
  if (off > MAX_TIP_OFFSET_R)
    throw new StrokeError('shot.tip', `a tip offset of ${off.toFixed(3)} R misses the ball (at most ${MAX_TIP_OFFSET_R} R)`);
  if (!(stroke.cueSpeed > 0)) throw new StrokeError('shot.cueSpeed', `must be > 0 m/s, got ${stroke.cueSpeed}`);
  const m = p.ballMassKg,
    M = p.cueMassKg,
    R = p.ballRadiusM,
    I = ballInertia(p);
  const frame = strokeFrame(stroke);
  const { d, e1, e2 } = frame;
  const c = Math.sqrt(1 - a * a - b * b);
  // Contact point Q relative to the ball centre (TP A-30).
  const qx = R * (-c * d[0] + a * e1[0] + b * e2[0]);
  const qy = R * (-c * d[1] + a * e1[1] + b * e2[1]);
  const qz = R * (-c * d[2] + a * e1[2] + b * e2[2]);
  const V = stroke.cueSpeed;
  const miscue = off > miscueLimit(p);
  if (!miscue) {
    // Within the limit: TP A-30 with squirt; the impulse is the ball's momentum.
    const r = strikeCueBall(p, stroke);
    return finishStrike(p, stroke, frame, cx, cy, [m * r.v[0], m * r.v[1], m * r.v[2]], r.w, false, off);
  }
  // Sliding impact (the tip slips): the impulse lies on the edge of the friction cone,
  // P = Pn (n + mu s), n = -Q/R into the ball, s the tangential direction of the stroke. As in
  // TP A-30 the tip's restitution acts along the stick axis: d.(delta u) = (1 + e) V with the
  // contact compliance K = (1/M) d d^T + (1/m) 1 + (1/I)(R^2 1 - Q Q^T), which gives
  // Pn = (1 + e) V / ((c + mu o)(1/m + 1/M) + mu R^2 o / I), o the offset. At the miscue limit
  // (mu = o/c) this is exactly the TP A-30 impulse; past it the strike weakens and turns.
  const nx = -qx / R,
    ny = -qy / R,
    nz = -qz / R;
  // s = (d - (d.n) n) / o, the tangential direction of the stroke (d.n = c).
  const sx = (d[0] - c * nx) / off,
    sy = (d[1] - c * ny) / off,
    sz = (d[2] - c * nz) / off;
  const mu = p.muTip;
  const Pn = ((1 + p.eTip) * V) / ((c + mu * off) * (1 / m + 1 / M) + (mu * R * R * off) / I);
  const Px = Pn * (nx + mu * sx),
    Py = Pn * (ny + mu * sy),
    Pz = Pn * (nz + mu * sz);
  // Spin from the impulse acting at Q: w = (Q x P) / I.
  const w: [number, number, number] = [(qy * Pz - qz * Py) / I, (qz * Px - qx * Pz) / I, (qx * Py - qy * Px) / I];
  return finishStrike(p, stroke, frame, cx, cy, [Px, Py, Pz], w, true, off);
}

function finishStrike(
  p: PhysicsParams,
  stroke: CueStroke,
  frame: StrokeFrame,
  cx: number,
  cy: number,
  P: readonly [number, number, number],
  w: [number, number, number],
  miscue: boolean,
  off: number,
): StickStrike {
  const m = p.ballMassKg,
    R = p.ballRadiusM;
  const { d, e1, e2 } = frame;
  const { side: a, height: b } = stroke.tip;
  const c = Math.sqrt(1 - a * a - b * b);
  // The stick, held on its line, keeps the momentum it did not give along that line.
  const speed = Math.max(stroke.cueSpeed - (P[0] * d[0] + P[1] * d[1] + P[2] * d[2]) / p.cueMassKg, 0);
  // The tip sphere's centre lies on the ball's normal at the contact point, r_tip further out.
  const k = R + TIP_RADIUS_M;
  // An elevated stick drives the ball into the slate: tip, ball and slate act together for the
  // length of the tip contact, and the tip ends on the cloth as the ball leaves (docs/physics.md
  // §3.5 treats the strike and the slate bounce in that order, with the tip out of the way). Its
  // follow-through is not modelled, so an elevated stroke cannot strike twice.
  const followsThrough = stroke.elevationDeg === 0 && !(stroke.followThroughM !== undefined && stroke.followThroughM <= 0);
  const ox = -c * d[0] + a * e1[0] + b * e2[0],
    oy = -c * d[1] + a * e1[1] + b * e2[1],
    oz = -c * d[2] + a * e1[2] + b * e2[2];
  return {
    v: [P[0] / m, P[1] / m, P[2] / m],
    w,
    miscue,
    ferrule: off > FERRULE_OFFSET_R,
    stick: {
      dir: [d[0], d[1], d[2]],
      x0: cx + k * ox,
      y0: cy + k * oy,
      z: R + k * oz,
      speed: followsThrough ? speed : 0,
      decel:
        speed <= 0
          ? 0
          : stroke.followThroughM !== undefined
            ? stroke.followThroughM > 0
              ? (speed * speed) / (2 * stroke.followThroughM)
              : 0
            : Math.max(ARM_DECEL_MPS2, (speed * speed) / (2 * FOLLOW_THROUGH_MAX_M)),
    },
  };
}

/** The bridge hand is this far behind the cue ball's centre, m (design.md, "Physics": stick clearance). */
export const BRIDGE_DISTANCE_M = 0.2;
/** Radius of the shaft near the tip, m (WPA: tip at most 14 mm across; 13 mm is common). */
export const SHAFT_RADIUS_M = 0.0065;
export interface Clearance {
  /** What the stick would pass through at the requested elevation, or null when it clears. */
  readonly blockedBy: string | null;
  /** The smallest elevation (degrees, 0.1 steps) at which the stick clears, or null if none below 89. */
  readonly minElevationDeg: number | null;
}

/**
 * Whether the stick, from its tip back to the bridge, clears every other ball and the rails at an
 * elevation; behind the bridge the player raises the butt, so nothing there counts. The stick is
 * a capsule of the shaft's radius around its axis (the tip sphere's centre back to the bridge),
 * so each test is exact: the closest point of a segment to a ball's centre, and for the rails the
 * lowest point of the stick outside the playing area, where it first leaves it.
 */
export function stickClearance(
  p: PhysicsParams,
  table: TableSpec,
  stroke: CueStroke,
  cue: readonly [number, number],
  others: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
): Clearance {
  const R = p.ballRadiusM;
  const halfLength = table.lengthM / 2,
    halfWidth = table.widthM / 2,
    railTop = table.railCapHeightM;
  const { side: a, height: b } = stroke.tip;
  const c = Math.sqrt(Math.max(1 - a * a - b * b, 0));
  const [dx, dy] = stroke.dir;
  const k = R + TIP_RADIUS_M;
  const tx = cue[0] + k * (-c * dx + a * dy),
    ty = cue[1] + k * (-c * dy - a * dx),
    tz = R + k * b;
  const behind = BRIDGE_DISTANCE_M - k * c; // horizontal run from the tip back to the bridge
  const reach = R + SHAFT_RADIUS_M;
  // Where the stick's horizontal run first leaves the playing area (0 if the tip is outside it).
  const inside = Math.abs(tx) <= halfLength && Math.abs(ty) <= halfWidth;
  let hExit = inside ? Infinity : 0;
  if (inside) {
    if (dx !== 0) hExit = Math.min(hExit, (dx < 0 ? halfLength - tx : halfLength + tx) / Math.abs(dx));
    if (dy !== 0) hExit = Math.min(hExit, (dy < 0 ? halfWidth - ty : halfWidth + ty) / Math.abs(dy));
  }
  const blocked = (deg: number): string | null => {
    const [sv, ch] = sinCosDeg(deg);
    // The axis from the tip back: T + s (bx, by, bz), s in [0, S], horizontal run s ch.
    // A vertical stick (a masse at 90 degrees) has no horizontal run: its length to the bridge is
    // capped at that of an 89-degree stick, so that cos 90 = 0 divides nothing.
    const chSafe = Math.max(Math.abs(ch), COS_89_DEG);
    const bx = -dx * ch,
      by = -dy * ch,
      bz = sv,
      S = behind / chSafe;
    // What the stick meets first from the tip back is named.
    let first: string | null = null,
      firstS = Infinity;
    for (const o of others) {
      const wx = tx - o.x,
        wy = ty - o.y,
        wz = tz - R;
      const wb = wx * bx + wy * by + wz * bz;
      const s = Math.min(Math.max(-wb, 0), S);
      const ex = wx + s * bx,
        ey = wy + s * by,
        ez = wz + s * bz;
      if (ex * ex + ey * ey + ez * ez >= reach * reach) continue;
      // Where the axis enters the ball's reach: |w + s b|^2 = reach^2, the smaller root (0 if inside at the tip).
      const sIn = Math.max(-wb - Math.sqrt(Math.max(wb * wb - (wx * wx + wy * wy + wz * wz - reach * reach), 0)), 0);
      if (sIn < firstS) {
        firstS = sIn;
        first = `ball "${o.id}"`;
      }
    }
    // Outside the playing area the stick is lowest where it leaves it (it rises from the tip back).
    if (hExit <= behind && hExit / chSafe < firstS && tz + sv * (hExit / chSafe) - SHAFT_RADIUS_M < railTop) first = 'the rail';
    return first;
  };
  const at = blocked(stroke.elevationDeg);
  if (!at) return { blockedBy: null, minElevationDeg: stroke.elevationDeg };
  for (let tenth = Math.ceil(stroke.elevationDeg * 10) + 1; tenth <= 900; tenth++) {
    if (!blocked(tenth / 10)) return { blockedBy: at, minElevationDeg: tenth / 10 };
  }
  return { blockedBy: at, minElevationDeg: null };
}

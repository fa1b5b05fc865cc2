/**
 * Compliant ball-ball contact: Hertz's normal force between two elastic spheres (H. Hertz 1882; K.
 * L. Johnson, Contact Mechanics, 1985, §4.2 [S25]) with the viscous damping of Tsuji, Tanaka and
 * Ishida (Powder Technology 71, 1992 [S26]), which makes the restitution of a lone pair the same
 * at every impact speed:
 *
 *   F_n = k δ^(3/2) + α sqrt(m* k) δ^(1/4) dδ/dt,   k = (4/3) E* sqrt(R*),
 *
 * δ the overlap, m* = m/2 and R* = R/2 for two equal balls, E* = E / (2 (1 - ν²)) for one
 * material. In the units x = δ/δ0, τ = t/t0 with δ0 = (m* v²/k)^(2/5) and t0 = δ0/v (v the
 * approach speed) the law reads x'' = -x^(3/2) - α x^(1/4) x' whatever the speed, so α follows
 * from the restitution alone: `tsujiAlpha` finds it by bisection on that equation, integrated
 * with the step the engine's windows use, once per restitution. The force never pulls (it is
 * cut at 0 as the balls part). Friction at the contact is the pairwise law's
 * (ball-ball-frictional-inelastic.ts `frictionImpulse`), applied to each step's normal impulse.
 *
 * Only + - * / and sqrt: δ^(3/2) = δ sqrt(δ), δ^(1/4) = sqrt(sqrt(δ)).
 */
import type { PhysicsParams } from '../params.ts';

/** Hertz's stiffness of two equal balls of the parameters' material, N/m^(3/2). */
export function hertzStiffness(p: PhysicsParams): number {
  const nu = p.ballPoisson;
  const eStar = p.ballYoungModulusPa / (2 * (1 - nu * nu));
  return (4 / 3) * eStar * Math.sqrt(0.5 * p.ballRadiusM);
}

/**
 * The normal force, N (>= 0), at overlap `delta` (m, > 0) closing at `rate` (m/s, > 0 approaching)
 * with stiffness k and damping factor `eta` = α sqrt(m* k).
 */
export function hertzTsujiForce(k: number, eta: number, delta: number, rate: number): number {
  const root = Math.sqrt(delta);
  const f = k * delta * root + eta * Math.sqrt(root) * rate;
  return f > 0 ? f : 0;
}

/** Steps of the dimensionless contact in the calibration (a contact lasts about 3.2 time units). */
const CALIBRATION_STEPS_PER_UNIT = 400;
/** Bisection passes of the calibration: α to about 1e-12. */
const CALIBRATION_PASSES = 44;

/**
 * The restitution a lone pair gets from damping α: the dimensionless contact x'' = -x^(3/2) -
 * α x^(1/4) x' from x = 0, x' = 1, integrated with the semi-implicit Euler steps of the windows.
 */
export function tsujiRestitution(alpha: number, stepsPerUnit = CALIBRATION_STEPS_PER_UNIT): number {
  const h = 1 / stepsPerUnit;
  let x = 0,
    v = 1;
  for (let i = 0; i < 100 * stepsPerUnit; i++) {
    let a = 0;
    if (x > 0) {
      const root = Math.sqrt(x);
      const f = x * root + alpha * Math.sqrt(root) * v;
      a = f > 0 ? -f : 0;
    }
    v += a * h;
    x += v * h;
    if (x <= 0 && v < 0) return -v;
  }
  return 0;
}

const alphas = new Map<number, number>();
/** Tsuji's damping factor α that gives a lone pair the restitution e (cached per e). */
export function tsujiAlpha(e: number): number {
  const known = alphas.get(e);
  if (known !== undefined) return known;
  // More damping, less restitution: bisection between none (e = 1) and plenty.
  let lo = 0,
    hi = 4;
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    const mid = 0.5 * (lo + hi);
    if (tsujiRestitution(mid) > e) lo = mid;
    else hi = mid;
  }
  const alpha = 0.5 * (lo + hi);
  alphas.set(e, alpha);
  return alpha;
}

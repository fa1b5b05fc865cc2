/**
 * Real roots of polynomials of degree <= MAX_DEGREE (8) on an interval, with + - * / and sqrt only (so Node
 * and the browser agree bit for bit). The polynomial is split into monotone pieces at the roots
 * of its derivative (found the same way, recursively); a sign change inside a monotone piece
 * holds exactly one root, found by safeguarded Newton iteration to full double precision.
 *
 * Coefficients are stored lowest degree first: c[0] + c[1] t + c[2] t^2 + ...
 */

export function evalPoly(c: ArrayLike<number>, deg: number, t: number): number {
  let r = c[deg] as number;
  for (let i = deg - 1; i >= 0; i--) r = r * t + (c[i] as number);
  return r;
}

function derivative(c: ArrayLike<number>, deg: number, out: Float64Array): void {
  for (let i = 1; i <= deg; i++) out[i - 1] = i * (c[i] as number);
}

/**
 * refine's bracket: a sign change [lo, hi] of the polynomial with its value at lo, in; its root, out
 * (BRACKET_ROOT). Handed over in a typed array rather than as arguments and a result: V8 boxes a
 * double passed to or returned from a call it does not inline, and the event engine refines roots
 * millions of times a second (this was most of its garbage).
 */
const bracket = new Float64Array(4);
const BRACKET_LO = 0,
  BRACKET_HI = 1,
  BRACKET_F_LO = 2,
  BRACKET_ROOT = 3;

/** The root of c (derivative d) in the bracket, which changes sign on it (f(lo) and f(hi) of opposite signs or zero). */
function refine(c: ArrayLike<number>, d: ArrayLike<number>, deg: number): void {
  let a = bracket[BRACKET_LO] as number;
  let b = bracket[BRACKET_HI] as number;
  let fa = bracket[BRACKET_F_LO] as number;
  let t = 0.5 * (a + b);
  for (let iter = 0; iter < 200; iter++) {
    const f = evalPoly(c, deg, t);
    if (f === 0) break;
    if (f < 0 === fa < 0) {
      a = t;
      fa = f;
    } else {
      b = t;
    }
    // Newton's step where it stays inside the bracket, else bisection. (No NaN for "no step": a
    // variable that may hold a NaN literal holds boxed numbers, and every step would allocate one.)
    const df = evalPoly(d, deg - 1, t);
    let next = 0.5 * (a + b);
    if (df !== 0) {
      const newton = t - f / df;
      if (newton > a && newton < b) next = newton;
    }
    if (next === t || b - a <= 4e-16 * Math.max(1, Math.abs(a))) {
      t = next;
      break;
    }
    t = next;
  }
  bracket[BRACKET_ROOT] = t;
}

/** Highest degree handled (a ball in flight against a jaw's rounded nose edge gives 8). */
export const MAX_DEGREE = 8;
const scratch: Float64Array[] = Array.from({ length: MAX_DEGREE }, () => new Float64Array(MAX_DEGREE + 1));
const critScratch: Float64Array[] = Array.from({ length: MAX_DEGREE }, () => new Float64Array(MAX_DEGREE));

/**
 * Sorted real roots of the polynomial strictly inside (lo, hi), written into `out` from index 0;
 * returns how many. Double roots (touching without crossing) are not reported.
 */
export function rootsIn(c: ArrayLike<number>, degIn: number, lo: number, hi: number, out: Float64Array, depth = 0): number {
  let deg = degIn;
  while (deg > 0 && c[deg] === 0) deg--;
  if (deg <= 0) return 0;
  if (deg === 1) {
    const r = -(c[0] as number) / (c[1] as number);
    if (r > lo && r < hi) {
      out[0] = r;
      return 1;
    }
    return 0;
  }
  if (deg === 2) {
    const a = c[2] as number;
    const b = c[1] as number;
    const k = c[0] as number;
    const disc = b * b - 4 * a * k;
    if (disc <= 0) return 0;
    const q = -0.5 * (b + (b >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
    let r1 = q / a;
    let r2 = q !== 0 ? k / q : r1;
    if (r1 > r2) [r1, r2] = [r2, r1];
    let n = 0;
    if (r1 > lo && r1 < hi) out[n++] = r1;
    if (r2 > lo && r2 < hi && r2 !== r1) out[n++] = r2;
    return n;
  }
  const d = scratch[depth] as Float64Array;
  derivative(c, deg, d);
  const crit = critScratch[depth] as Float64Array;
  const nc = rootsIn(d, deg - 1, lo, hi, crit, depth + 1);
  let n = 0;
  let a = lo;
  let fa = evalPoly(c, deg, a);
  for (let i = 0; i <= nc; i++) {
    const b = i < nc ? (crit[i] as number) : hi;
    const fb = evalPoly(c, deg, b);
    if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) {
      bracket[BRACKET_LO] = a;
      bracket[BRACKET_HI] = b;
      bracket[BRACKET_F_LO] = fa;
      refine(c, d, deg);
      out[n++] = bracket[BRACKET_ROOT] as number;
    }
    a = b;
    fa = fb;
  }
  return n;
}

const pieces = new Float64Array(MAX_DEGREE);
const dScratch = new Float64Array(MAX_DEGREE + 1);

/**
 * The sign that c keeps on all of [0, h] by its coefficients alone: 1 when c(0) outweighs every
 * negative term at its largest there (c0 + sum of min(0, c_k) h^k > 0), -1 when every positive term
 * cannot lift it to zero, 0 when the bound cannot tell. A search for a root that cannot find one
 * ends here, before the derivative's roots are sought. The margin (a millionth of the terms'
 * size) keeps the answer what evaluating c would say despite rounding: the search would return
 * the same, bit for bit.
 */
export function signOn(c: ArrayLike<number>, deg: number, h: number): -1 | 0 | 1 {
  if (!(h >= 0 && h < Infinity)) return 0;
  const c0 = c[0] as number;
  let lo = c0,
    hi = c0,
    size = Math.abs(c0),
    hk = 1;
  for (let k = 1; k <= deg; k++) {
    hk *= h;
    const term = (c[k] as number) * hk;
    if (term < 0) lo += term;
    else hi += term;
    size += Math.abs(term);
  }
  const margin = 1e-6 * size;
  if (lo > margin) return 1;
  if (hi < -margin) return -1;
  return 0;
}

/**
 * First time in [0, horizon] at which a separation function f (a polynomial, positive while the
 * two bodies are apart) reaches zero while decreasing: the time of impact.
 * - Touching now (f(0) <= touchTol) and approaching (f'(0) < -rateTol): 0. A touching pair that
 *   approaches slower than that is grazing (moving tangentially, f'(0) is rounding noise).
 * - Otherwise the first monotone decreasing piece that goes from > 0 to <= 0.
 * Returns Infinity when there is none.
 *
 * `after` (an entry found before, which the caller rejected) asks for the next entry: the search
 * starts at the end of the monotone piece that holds `after`, so the same entry is never found twice.
 *
 * `cutoff` (<= horizon): the caller has no use for an entry after it (an earlier event of the ball
 * is known): where f keeps its sign up to it (signOn), Infinity at once. An entry before it is
 * still found on the whole horizon, bit for bit as without it.
 */
export function firstEntry(c: ArrayLike<number>, deg: number, horizon: number, touchTol: number, rateTol = 0, after = -1, cutoff = Infinity): number {
  const f0 = c[0] as number;
  if (after < 0 && f0 <= touchTol && (c[1] as number) < -rateTol) return 0;
  // One sign all the way to the horizon (or to the cutoff): no entry that matters (what the search
  // below would find, sooner).
  if (signOn(c, deg, Math.min(horizon, cutoff)) !== 0) return Infinity;
  let dg = deg;
  while (dg > 0 && c[dg] === 0) dg--;
  if (dg <= 0) return Infinity;
  derivative(c, dg, dScratch);
  const nc = rootsIn(dScratch, dg - 1, 0, horizon, pieces);
  let a = 0;
  let fa = f0;
  let i = 0;
  if (after >= 0) {
    while (i < nc && (pieces[i] as number) <= after) i++;
    if (i >= nc) return Infinity;
    a = pieces[i++] as number;
    fa = evalPoly(c, dg, a);
  }
  for (; i <= nc; i++) {
    const b = i < nc ? (pieces[i] as number) : horizon;
    const fb = evalPoly(c, dg, b);
    if (fa > 0 && fb <= 0) {
      if (fb === 0) return b;
      // Copy the derivative: rootsIn above reused the shared scratch.
      derivative(c, dg, dScratch);
      bracket[BRACKET_LO] = a;
      bracket[BRACKET_HI] = b;
      bracket[BRACKET_F_LO] = fa;
      refine(c, dScratch, dg);
      return bracket[BRACKET_ROOT] as number;
    }
    a = b;
    fa = fb;
  }
  return Infinity;
}

const crossRoots = new Float64Array(MAX_DEGREE);

/**
 * First time in (0, horizon) at which a signed polynomial g crosses zero in the given direction:
 * 'down' from positive to negative, 'up' from negative to positive. A root at t = 0 itself (a
 * crossing just handled) is not reported. Infinity when none, or none before `cutoff` (as firstEntry's).
 */
export function firstCrossing(c: ArrayLike<number>, deg: number, horizon: number, direction: 'down' | 'up', cutoff = Infinity): number {
  // One sign all the way to the horizon (or the cutoff): no crossing that matters.
  if (signOn(c, deg, Math.min(horizon, cutoff)) !== 0) return Infinity;
  const n = rootsIn(c, deg, 0, horizon, crossRoots);
  for (let i = 0; i < n; i++) {
    const r = crossRoots[i] as number;
    const next = i + 1 < n ? (crossRoots[i + 1] as number) : horizon;
    const g = evalPoly(c, deg, 0.5 * (r + next));
    if (direction === 'down' ? g < 0 : g > 0) return r;
  }
  return Infinity;
}

/**
 * Deterministic trigonometry from + - * / only (design.md, "Determinism across runtimes": Node and
 * Chromium ship different V8 versions, so nothing that feeds the simulation may depend on
 * Math.sin/cos/atan2). Accuracy is within a few ulp of the true value for the ranges used here.
 */

const DEG = Math.PI / 180;

/** sin(x) for |x| <= pi/4 by its Taylor series (terms to x^17: error below 1e-17). */
function sinKernel(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let k = 1; k <= 8; k++) {
    term = (-term * x2) / (2 * k * (2 * k + 1));
    sum += term;
  }
  return sum;
}

/** cos(x) for |x| <= pi/4 by its Taylor series (terms to x^18). */
function cosKernel(x: number): number {
  const x2 = x * x;
  let term = 1;
  let sum = 1;
  for (let k = 1; k <= 9; k++) {
    term = (-term * x2) / ((2 * k - 1) * (2 * k));
    sum += term;
  }
  return sum;
}

/**
 * sin and cos of an angle in degrees. The reduction to [-45, 45] degrees is exact in degrees
 * (multiples of 90 are subtracted before converting to radians).
 */
export function sinCosDeg(deg: number): [number, number] {
  if (!Number.isFinite(deg)) throw new Error(`angle must be finite, got ${deg}`);
  let d = deg % 360;
  if (d < 0) d += 360;
  const quadrant = Math.round(d / 90);
  const r = (d - quadrant * 90) * DEG;
  const s = sinKernel(r);
  const c = cosKernel(r);
  switch (quadrant % 4) {
    case 0:
      return [s, c];
    case 1:
      return [c, -s];
    case 2:
      return [-s, -c];
    default:
      return [-c, s];
  }
}

export const sinDeg = (deg: number): number => sinCosDeg(deg)[0];
export const cosDeg = (deg: number): number => sinCosDeg(deg)[1];

/** atan(x) for |x| <= 1 (result in radians), by argument halving and the series. */
function atanUnit(x: number): number {
  // Two halvings: atan(x) = 2 atan(x / (1 + sqrt(1 + x^2))) bring |x| below tan(pi/16) ~ 0.199.
  let y = x;
  let k = 1;
  for (let i = 0; i < 2; i++) {
    y = y / (1 + Math.sqrt(1 + y * y));
    k *= 2;
  }
  const y2 = y * y;
  let term = y;
  let sum = y;
  for (let n = 1; n <= 14; n++) {
    term = -term * y2;
    sum += term / (2 * n + 1);
  }
  return k * sum;
}

/** atan2(y, x) in radians, deterministic. */
export function atan2(y: number, x: number): number {
  if (x === 0 && y === 0) return 0;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  let a = ay <= ax ? atanUnit(ay / ax) : Math.PI / 2 - atanUnit(ax / ay);
  if (x < 0) a = Math.PI - a;
  return y < 0 ? -a : a;
}

const LN2 = 0.6931471805599453;
/** Cody-Waite split of ln 2 (as in fdlibm): k * LN2_HI is exact for |k| < 2^11. */
const LN2_HI = 6.9314718036912381649e-1;
const LN2_LO = 1.90821492927058770002e-10;

/** exp's series is done at a term below this (see exp). */
const SERIES_DONE = 2 ** -55;
/**
 * exp(x) with + - * / only (design.md: determinism across runtimes). x = k ln2 + r (Cody-Waite) with
 * |r| <= ln2/2, exp(r) by its series to r^20 (error below 1e-17 relative), times 2^k built by
 * exact doubling. Accurate to a few ulp for |x| < 700. The series stops at the first term under
 * 2^-55: the sum is above 1/2, so that term and every smaller one after it (|r| < 1) are under half
 * its unit in the last place and leave it as it is; the result is the full series' to the bit.
 */
export function exp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709) return Infinity;
  if (x < -745) return 0;
  const k = Math.round(x / LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 20; n++) {
    term = (term * r) / n;
    sum += term;
    if (term < SERIES_DONE && term > -SERIES_DONE) break;
  }
  let scale = 1;
  const base = k >= 0 ? 2 : 0.5;
  for (let i = 0; i < Math.abs(k); i++) scale *= base;
  return sum * scale;
}

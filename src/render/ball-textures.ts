/**
 * The standard ball set drawn at start-up: solids 1-7 and the 8 in their
 * colours, stripes 9-15 white with a coloured band, each with its number on a white disc on two
 * opposite sides; the cue ball white with six red dots (a "measle" ball) so its spin shows.
 *
 * Each texture is an equirectangular map for three's SphereGeometry (u round the local +Y pole
 * axis, v from the pole). Discs, numbers and dots are drawn pixel by pixel on the sphere, not
 * painted on the flat map: the number is projected onto the tangent plane at its disc's centre, so
 * it is round and upright on the ball, not stretched toward the poles. The pixel sphere is
 * described in body directions of the mesh's local frame (three's y-up); ball-meshes.ts turns the
 * physics' table-frame orientation into it.
 */
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';

/** Texture size, px (2:1): 1024 px round the equator keeps a number sharp in a close-up. */
export const BALL_TEXTURE_WIDTH = 1024;
/** Angular radius of a number disc on the ball, rad (about a third of the way to the pole). */
export const NUMBER_DISC_RAD = 0.42;
/** Angular half-height of a stripe's band, rad: the band covers the middle of the ball. */
export const STRIPE_HALF_RAD = 0.62;
/** Angular radius of the cue ball's red dots, rad. */
const MEASLE_RAD = 0.12;
const IVORY = '#f6f1e3',
  NUMBER_INK = '#111111',
  MEASLE = '#c8102e';

type V3 = readonly [number, number, number];

/** The unit direction in the mesh's local frame of texture pixel (px, py) (three's SphereGeometry). */
export function pixelDirection(px: number, py: number, w: number, h: number): V3 {
  const phi = ((px + 0.5) / w) * 2 * Math.PI;
  const theta = ((py + 0.5) / h) * Math.PI; // row 0 is the +Y pole (flipY)
  return [-Math.cos(phi) * Math.sin(theta), Math.cos(theta), Math.sin(phi) * Math.sin(theta)];
}

/** The directions of the two number discs: on the equator, facing local +Z and -Z. */
export const NUMBER_DISC_DIRECTIONS: readonly V3[] = [
  [0, 0, 1],
  [0, 0, -1],
];

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The number as an alpha mask, `size` px square, for projection onto a disc. */
function numberMask(label: string, size: number): Uint8ClampedArray | null {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const g = c.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#000';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `bold ${Math.round(size * (label.length > 1 ? 0.62 : 0.74))}px "DejaVu Sans", Arial, sans-serif`;
  g.fillText(label, size / 2, size * 0.54);
  if (label === '6' || label === '9') g.fillRect(size * 0.3, size * 0.86, size * 0.4, size * 0.06); // 6 and 9 underlined
  return g.getImageData(0, 0, size, size).data;
}

/** The sines and cosines of every texture column's longitude and every row's colatitude (pixelDirection's terms, tabled). */
export interface PixelGrid {
  readonly w: number;
  readonly h: number;
  readonly cosPhi: Float64Array;
  readonly sinPhi: Float64Array;
  readonly cosTheta: Float64Array;
  readonly sinTheta: Float64Array;
}

export function pixelGrid(w: number, h: number): PixelGrid {
  const g = { w, h, cosPhi: new Float64Array(w), sinPhi: new Float64Array(w), cosTheta: new Float64Array(h), sinTheta: new Float64Array(h) };
  for (let x = 0; x < w; x++) {
    const phi = ((x + 0.5) / w) * 2 * Math.PI;
    g.cosPhi[x] = Math.cos(phi);
    g.sinPhi[x] = Math.sin(phi);
  }
  for (let y = 0; y < h; y++) {
    const theta = ((y + 0.5) / h) * Math.PI;
    g.cosTheta[y] = Math.cos(theta);
    g.sinTheta[y] = Math.sin(theta);
  }
  return g;
}

/** Paints the current pixel with colour rgb at opacity a. */
type Paint = (rgb: readonly number[], a?: number) => void;

/** The rows [first, last] of an h-row map that visitCap may visit for a cap (empty: last < first). */
export function capRows(d: V3, rad: number, h: number): [number, number] {
  const thetaD = Math.acos(d[1]);
  const reach = rad + 0.02;
  const first = Math.max(0, Math.floor(((thetaD - reach) / Math.PI) * h - 0.5));
  const last = Math.min(h - 1, Math.ceil(((thetaD + reach) / Math.PI) * h - 0.5));
  return [first, last];
}

/** Columns either side of a row's computed span that are tested too (rounding of the span's ends). */
const SPAN_MARGIN_PX = 2;

/**
 * Visits the pixels whose direction is within angle `rad` of unit direction d (a spherical cap),
 * row by row, testing only the columns of the row's span of longitudes (and SPAN_MARGIN_PX either
 * side): the pixels visited are exactly those a test of every pixel finds, at a fraction of the cost.
 */
export function visitCap(g: PixelGrid, d: V3, rad: number, visit: (x: number, y: number, p: V3) => void): void {
  const { w, h } = g;
  const cosR = Math.cos(rad);
  const r = Math.hypot(d[0], d[2]);
  // dot(p, d) = sinθ r cos(φ - φd) + d1 cosθ, with φd the cap centre's longitude.
  const phiD = Math.atan2(d[2], -d[0]);
  const thetaD = Math.acos(d[1]);
  const p: [number, number, number] = [0, 0, 0];
  const test = (x: number, y: number) => {
    p[0] = -g.cosPhi[x]! * g.sinTheta[y]!;
    p[1] = g.cosTheta[y]!;
    p[2] = g.sinPhi[x]! * g.sinTheta[y]!;
    if (p[0] * d[0] + p[1] * d[1] + p[2] * d[2] >= cosR) visit(x, y, p);
  };
  for (let y = 0; y < h; y++) {
    const theta = ((y + 0.5) / h) * Math.PI;
    if (Math.abs(theta - thetaD) > rad + 0.02) continue;
    const a = g.sinTheta[y]! * r;
    const c = a > 1e-9 ? (cosR - d[1] * g.cosTheta[y]!) / a : cosR - d[1] * g.cosTheta[y]! <= 0 ? -2 : 2;
    if (c > 1 + 1e-9) continue;
    if (c <= -1) {
      for (let x = 0; x < w; x++) test(x, y);
      continue;
    }
    const half = Math.acos(Math.min(1, c));
    const x0 = Math.floor(((phiD - half) / (2 * Math.PI)) * w - 0.5) - SPAN_MARGIN_PX;
    const x1 = Math.ceil(((phiD + half) / (2 * Math.PI)) * w - 0.5) + SPAN_MARGIN_PX;
    if (x1 - x0 + 1 >= w) {
      for (let x = 0; x < w; x++) test(x, y);
      continue;
    }
    for (let k = x0; k <= x1; k++) test(((k % w) + w) % w, y);
  }
}

/** Draws ball `id`'s texture on a new canvas (null without a DOM). */
export function drawBallTexture(id: string, width = BALL_TEXTURE_WIDTH): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const w = width,
    h = width / 2;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  // Read back in bands while painting: a canvas kept in memory, not on the GPU.
  const g = c.getContext('2d', { willReadFrequently: true });
  if (!g) return null;
  const n = Number(id.replace(/^lag-/, ''));
  const isCue = id === 'cue' || id === 'lag-A';
  const stripe = Number.isInteger(n) && n >= 9;
  const base = BALL_COLOURS_HEX[id] ?? IVORY;
  // The band of a stripe is a band of rows (latitude); a solid is its colour all over.
  g.fillStyle = stripe || isCue ? IVORY : base;
  g.fillRect(0, 0, w, h);
  if (stripe) {
    const y0 = Math.floor(((Math.PI / 2 - STRIPE_HALF_RAD) / Math.PI) * h),
      y1 = Math.ceil(((Math.PI / 2 + STRIPE_HALF_RAD) / Math.PI) * h);
    g.fillStyle = base;
    g.fillRect(0, y0, w, y1 - y0);
  }
  const grid = pixelGrid(w, h);
  /**
   * Paints the pixels within angle `rad` of direction d: only the band of rows the cap can reach is
   * read back from the canvas and written again (a read of the whole 2 MB map per ball was most of
   * the start-up's texture time in a software renderer).
   */
  const within = (d: V3, rad: number, visit: (paint: Paint, p: V3) => void) => {
    const [y0, y1] = capRows(d, rad, h);
    if (y1 < y0) return;
    const img = g.getImageData(0, y0, w, y1 - y0 + 1);
    const px = img.data;
    let i = 0;
    const paint: Paint = (rgb, a = 1) => {
      px[i] = px[i]! * (1 - a) + rgb[0]! * a;
      px[i + 1] = px[i + 1]! * (1 - a) + rgb[1]! * a;
      px[i + 2] = px[i + 2]! * (1 - a) + rgb[2]! * a;
    };
    visitCap(grid, d, rad, (x, y, p) => {
      i = ((y - y0) * w + x) * 4;
      visit(paint, p);
    });
    g.putImageData(img, 0, y0);
  };
  if (isCue) {
    const red = hexToRgb(MEASLE);
    const dots: V3[] = [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ];
    for (const d of dots) within(d, MEASLE_RAD, (paint) => paint(red));
  } else if (Number.isInteger(n) && n > 0) {
    const ivory = hexToRgb(IVORY),
      ink = hexToRgb(NUMBER_INK);
    const M = 128,
      mask = numberMask(String(n), M);
    for (const d of NUMBER_DISC_DIRECTIONS) {
      // Tangent plane at d: "up" is the pole axis (local +Y), "right" completes the frame.
      const up: V3 = [0, 1, 0];
      const right: V3 = [up[1] * d[2] - up[2] * d[1], up[2] * d[0] - up[0] * d[2], up[0] * d[1] - up[1] * d[0]];
      const tanR = Math.tan(NUMBER_DISC_RAD);
      within(d, NUMBER_DISC_RAD, (paint, p) => {
        paint(ivory);
        if (!mask) return;
        // Gnomonic projection of p onto the tangent plane, in disc radii.
        const k = dot(p, d);
        const u = dot(p, right) / k / tanR,
          v = dot(p, up) / k / tanR;
        const mx = Math.floor(((u * 0.78 + 1) / 2) * M),
          my = Math.floor(((-v * 0.78 + 1) / 2) * M);
        if (mx < 0 || my < 0 || mx >= M || my >= M) return;
        const a = (mask[(my * M + mx) * 4 + 3] as number) / 255;
        if (a > 0) paint(ink, a);
      });
    }
  }
  return c;
}

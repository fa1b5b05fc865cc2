/**
 * The standard ball set drawn at start-up (issue 13, item 2): solids 1-7 and the 8 in their
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

/** Draws ball `id`'s texture on a new canvas (null without a DOM). */
export function drawBallTexture(id: string, width = BALL_TEXTURE_WIDTH): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const w = width,
    h = width / 2;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = c.getContext('2d');
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
  const img = g.getImageData(0, 0, w, h);
  const px = img.data;
  const paint = (x: number, y: number, rgb: readonly number[], a = 1) => {
    const i = (y * w + x) * 4;
    px[i] = px[i]! * (1 - a) + rgb[0]! * a;
    px[i + 1] = px[i + 1]! * (1 - a) + rgb[1]! * a;
    px[i + 2] = px[i + 2]! * (1 - a) + rgb[2]! * a;
  };
  /** Visits the pixels within angle `rad` of direction d. */
  const within = (d: V3, rad: number, visit: (x: number, y: number, p: V3) => void) => {
    const cosR = Math.cos(rad);
    for (let y = 0; y < h; y++) {
      const theta = ((y + 0.5) / h) * Math.PI;
      if (Math.abs(theta - Math.acos(d[1])) > rad + 0.02) continue;
      for (let x = 0; x < w; x++) {
        const p = pixelDirection(x, y, w, h);
        if (dot(p, d) >= cosR) visit(x, y, p);
      }
    }
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
    for (const d of dots) within(d, MEASLE_RAD, (x, y) => paint(x, y, red));
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
      within(d, NUMBER_DISC_RAD, (x, y, p) => {
        paint(x, y, ivory);
        if (!mask) return;
        // Gnomonic projection of p onto the tangent plane, in disc radii.
        const k = dot(p, d);
        const u = dot(p, right) / k / tanR,
          v = dot(p, up) / k / tanR;
        const mx = Math.floor(((u * 0.78 + 1) / 2) * M),
          my = Math.floor(((-v * 0.78 + 1) / 2) * M);
        if (mx < 0 || my < 0 || mx >= M || my >= M) return;
        const a = (mask[(my * M + mx) * 4 + 3] as number) / 255;
        if (a > 0) paint(x, y, ink, a);
      });
    }
  }
  g.putImageData(img, 0, 0);
  return c;
}

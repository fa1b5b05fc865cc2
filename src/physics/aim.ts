/**
 * Aiming aid: along a stroke line from the cue ball, the first ball it would meet (a swept
 * sphere), where the cue ball would touch it (the ghost ball) and the object ball's line (the
 * line of centres). Pure geometry on the current layout, straight line only: it ignores squirt,
 * swerve and throw, which the simulation itself applies.
 */
export interface AimHit {
  readonly id: string;
  /** Cue-ball centre at contact (the ghost ball). */
  readonly ghost: readonly [number, number];
  /** Unit direction the object ball leaves along (line of centres). */
  readonly objectDir: readonly [number, number];
  /** Distance the cue ball travels to the contact, m. */
  readonly distance: number;
}

export function firstBallOnLine(
  cue: readonly [number, number],
  dir: readonly [number, number],
  R: number,
  others: ReadonlyArray<{ readonly id: string; readonly x: number; readonly y: number }>,
): AimHit | null {
  const [dx, dy] = dir;
  let best: AimHit | null = null;
  for (const o of others) {
    const px = o.x - cue[0],
      py = o.y - cue[1];
    const along = px * dx + py * dy;
    if (along <= 0) continue;
    const perp2 = px * px + py * py - along * along;
    const reach2 = 4 * R * R;
    if (perp2 >= reach2) continue;
    const s = along - Math.sqrt(reach2 - perp2);
    if (s < 0 || (best && s >= best.distance)) continue;
    const gx = cue[0] + dx * s,
      gy = cue[1] + dy * s;
    const nx = o.x - gx,
      ny = o.y - gy;
    const n = Math.sqrt(nx * nx + ny * ny);
    best = { id: o.id, ghost: [gx, gy], objectDir: [nx / n, ny / n], distance: s };
  }
  return best;
}

/**
 * How far the cue ball travels along a straight line before it would touch a cushion, m: the
 * first of the four cushion contact lines (the noses less the contact distance).
 */
export function distanceToCushion(
  cue: readonly [number, number],
  dir: readonly [number, number],
  halfLength: number,
  halfWidth: number,
  contactDistance: number,
): number {
  const hx = halfLength - contactDistance,
    hy = halfWidth - contactDistance;
  let best = Infinity;
  if (dir[0] > 0) best = Math.min(best, (hx - cue[0]) / dir[0]);
  if (dir[0] < 0) best = Math.min(best, (-hx - cue[0]) / dir[0]);
  if (dir[1] > 0) best = Math.min(best, (hy - cue[1]) / dir[1]);
  if (dir[1] < 0) best = Math.min(best, (-hy - cue[1]) / dir[1]);
  return Math.max(best, 0);
}

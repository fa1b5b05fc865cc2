/**
 * The one place where the table frame (z up; design.md) becomes three.js' frame (y up):
 * three (X, Y, Z) = table (x, z, -y). A proper rotation, so handedness is kept.
 */
import { Quaternion, Vector3 } from 'three';

export function toThree(x: number, y: number, z: number, out = new Vector3()): Vector3 {
  return out.set(x, z, -y);
}

/**
 * A table-frame rotation as three's quaternion: q' = C q C^-1 for the frame change C above, which
 * keeps the angle and carries the axis (x, y, z) to (x, z, -y).
 */
export function quatToThree(q: readonly [number, number, number, number], out = new Quaternion()): Quaternion {
  return out.set(q[1], q[3], -q[2], q[0]);
}

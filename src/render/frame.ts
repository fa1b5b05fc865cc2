/**
 * The one place where the table frame (z up; design.md) becomes three.js' frame (y up):
 * three (X, Y, Z) = table (x, z, -y). A proper rotation, so handedness is kept.
 */
import { Vector3 } from 'three';

export function toThree(x: number, y: number, z: number, out = new Vector3()): Vector3 {
  return out.set(x, z, -y);
}

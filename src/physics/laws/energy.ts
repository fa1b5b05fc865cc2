/**
 * Mechanical energy of the balls, J: sum of (1/2) m |v|^2 + (1/2) I |w|^2 + m g (z - R)
 * (docs/physics.md §4, V16). Used by tests, the fuzz and the benchmarks to prove that no event
 * creates energy.
 */
import { ballInertia, type PhysicsParams } from '../params.ts';
import type { BallSample } from '../record/trajectory.ts';

export function ballEnergy(p: PhysicsParams, s: Pick<BallSample, 'r' | 'v' | 'w'>): number {
  const [vx, vy, vz] = s.v;
  const [wx, wy, wz] = s.w;
  return energyOf(p, s.r[2], vx * vx + vy * vy + vz * vz, wx * wx + wy * wy + wz * wz);
}

/** The same from the centre's height z (m), the squared speed v2 and the squared spin w2. */
export function energyOf(p: PhysicsParams, z: number, v2: number, w2: number): number {
  return 0.5 * p.ballMassKg * v2 + 0.5 * ballInertia(p) * w2 + p.ballMassKg * p.g * (z - p.ballRadiusM);
}

export function totalEnergy(p: PhysicsParams, samples: ReadonlyArray<Pick<BallSample, 'r' | 'v' | 'w' | 'mode'>>): number {
  let e = 0;
  for (const s of samples) if (s.mode !== 'pocketed' && s.mode !== 'off-table' && s.mode !== 'tumbling') e += ballEnergy(p, s);
  return e;
}

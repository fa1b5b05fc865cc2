/**
 * Coulomb friction for the 3-D worlds (world3d.ts fix 10). cannon-es 0.20 bounds a contact's
 * friction impulse in a step by `mu * |g| * m_reduced` (N s): a force's value compared with an
 * impulse (its GSSolver clamps the impulse `lambda` by `minForce`/`maxForce`). Whatever the step or
 * the normal impulse, one step may then change a ball's speed along a surface by up to mu * 9.81 m/s:
 * far more than Coulomb's law allows at an impact, and without end while a ball stays in contact (a
 * ball with topspin that struck a pocket's back climbed it and left the table).
 *
 * Here each contact's friction is bounded by mu times the normal impulse the step can give it, which
 * is known before the solve: the impulse that stops its approach and returns its restitution,
 * `m_r (1 + e) v_approach` (Han's and the slate's laws bound friction the same way), the most weight it
 * can carry in the step, `m_r g n dt` for the n balls of its world (a pile's bottom ball carries the
 * others), and the impulse that removes its overlap in the step, `m_r depth / dt`. The solver still shares the impulses of a pile's contacts; no contact's friction
 * exceeds what its own pressure allows.
 */
import * as CANNON from 'cannon-es';
import { liftSpeed } from '../laws/ball-slate-frictional-inelastic.ts';
import type { PhysicsParams } from '../params.ts';

const rel = new CANNON.Vec3(),
  tmp = new CANNON.Vec3(),
  at = new CANNON.Vec3();

/** The speed (m/s) at which contact c's two surfaces approach each other now (0 when they part). */
export function approachSpeed(c: CANNON.ContactEquation): number {
  const { bi, bj, ri, rj, ni } = c;
  // Velocity of bj's contact point relative to bi's.
  bj.angularVelocity.cross(rj, rel);
  rel.vadd(bj.velocity, rel);
  bi.angularVelocity.cross(ri, tmp);
  rel.vsub(tmp, rel);
  rel.vsub(bi.velocity, rel);
  return Math.max(0, -rel.dot(ni));
}

/**
 * The normal impulse (per unit reduced mass, m/s) contact c, approaching at `approach` m/s, can
 * receive in a step of dt, under gravity g, in a world of `balls` balls (the most weight any one
 * contact can carry).
 */
export function normalImpulsePerMass(c: CANNON.ContactEquation, approach: number, g: number, dt: number, balls: number): number {
  const { bi, bj, ri, rj, ni } = c;
  // The overlap: cannon-es' own gap, (x_j + r_j - x_i - r_i) . n, negative when they overlap.
  bj.position.vadd(rj, at);
  at.vsub(bi.position, at);
  at.vsub(ri, at);
  const depth = Math.max(0, -at.dot(ni));
  return (1 + c.restitution) * approach + g * balls * dt + depth / dt;
}

/**
 * Makes the friction of every contact that `world`'s narrowphase builds Coulomb's: its bound, which
 * cannon-es sets to `mu |g| m_r`, becomes `mu` times the contact's normal impulse in the step.
 */
export function useCoulombFriction(world: CANNON.World, p: PhysicsParams, balls: () => number): void {
  const np = world.narrowphase;
  const g = p.g;
  const lift = liftSpeed(p);
  const build = np.createFrictionEquationsFromContact.bind(np);
  np.createFrictionEquationsFromContact = (c: CANNON.ContactEquation, out: CANNON.FrictionEquation[]): boolean => {
    const first = out.length;
    // A contact whose rebound would rise less than the slate's settle height does not bounce (a
    // resting contact approaches at g dt every step: with the balls' 0.95 a pile never settles).
    const approach = approachSpeed(c);
    if (c.restitution * approach < lift) c.restitution = 0;
    if (!build(c, out)) return false;
    // cannon-es' bound is mu g m_r: mu m_r is that over g.
    const muMass = (out[first] as CANNON.FrictionEquation).maxForce / g;
    const bound = muMass * normalImpulsePerMass(c, approach, g, world.dt, balls());
    for (let k = first; k < out.length; k++) {
      const f = out[k] as CANNON.FrictionEquation;
      f.maxForce = bound;
      f.minForce = -bound;
    }
    return true;
  };
}

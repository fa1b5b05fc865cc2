/**
 * The cannon-es 3-D world of the table (design.md, "Physics"): slate, cushion rubber (straight
 * noses, facings, rounded jaws) and the balls as bodies, with cannon-es' defaults corrected
 * where they are wrong for billiards (numbered as in design.md):
 *  1. sphere inertia set to (2/5) m R^2 (cannon-es uses the bounding box: (2/3) m R^2);
 *  2. friction 0 on every material (our own laws handle friction);
 *  3. linear and angular damping 0;
 *  7. never stepped by the wall clock (no fixedStep); this module does not step at all;
 *  8. broadphase with bounding boxes, relaxation 1000, 20 solver iterations, no sleeping.
 *
 * Balls that roll or slide on the cloth are moved by the event engine (simulate.ts); this
 * world mirrors their positions for geometric queries (aiming rays, what a stick or a ball
 * would touch). Airborne flight, pockets in 3-D and the cue stick body belong to the cue-stick
 * issue, which steps this world with `world.step(dt)` only.
 */
import * as CANNON from 'cannon-es';
import type { TableGeometry } from '../table/geometry.ts';
import { ballInertia, type PhysicsParams } from './params.ts';

/** Contact equation relaxation measured to keep ball-ball restitution stable (design.md 8). */
export const CONTACT_RELAXATION = 1000;
/** Gauss-Seidel iterations for clusters (design.md 8: fewer breaks a rack's symmetry). */
export const SOLVER_ITERATIONS = 20;
/** Thickness of the slate body, m (WPA: at least 1 in). */
const SLATE_THICKNESS_M = 0.0254;

export interface TableWorld {
  readonly world: CANNON.World;
  readonly balls: ReadonlyMap<string, CANNON.Body>;
  /** Moves the ball bodies to these positions (the event engine's state at some instant). */
  setBallPositions(positions: ReadonlyArray<{ id: string; x: number; y: number; z: number }>): void;
  /**
   * Closest body on the segment from -> to: a ball id, "cushion" or "slate", with the distance
   * and hit point; `exclude` skips one ball (the one the ray starts in). For aiming aids.
   */
  rayCast(
    from: readonly [number, number, number],
    to: readonly [number, number, number],
    exclude?: string,
  ): { what: string; distance: number; point: [number, number, number] } | null;
}

export function createTableWorld(table: TableGeometry, p: PhysicsParams, ballIds: readonly string[]): TableWorld {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, -p.g), allowSleep: false });
  world.broadphase = new CANNON.NaiveBroadphase();
  world.broadphase.useBoundingBoxes = true;
  (world.solver as CANNON.GSSolver).iterations = SOLVER_ITERATIONS;
  world.defaultContactMaterial.friction = 0;
  world.defaultContactMaterial.restitution = 0;
  world.defaultContactMaterial.contactEquationRelaxation = CONTACT_RELAXATION;
  world.defaultMaterial.friction = 0;

  const h = table.spec.cushionNoseHeightM;
  const L = table.spec.lengthM,
    W = table.spec.widthM;
  const rail = table.spec.railWidthM;
  const slate = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC });
  slate.addShape(new CANNON.Box(new CANNON.Vec3(L / 2 + rail, W / 2 + rail, SLATE_THICKNESS_M / 2)), new CANNON.Vec3(0, 0, -SLATE_THICKNESS_M / 2));
  world.addBody(slate);

  const rubber = new CANNON.Body({ mass: 0, type: CANNON.Body.STATIC });
  const depth = 0.02; // rubber thickness behind each face, m (only its face matters)
  for (const e of table.elements) {
    if (e.kind === 'segment') {
      const dx = e.b[0] - e.a[0],
        dy = e.b[1] - e.a[1];
      const len = Math.hypot(dx, dy);
      const cx = (e.a[0] + e.b[0]) / 2 - (e.normal[0] * depth) / 2;
      const cy = (e.a[1] + e.b[1]) / 2 - (e.normal[1] * depth) / 2;
      const q = new CANNON.Quaternion();
      q.setFromAxisAngle(new CANNON.Vec3(0, 0, 1), Math.atan2(dy, dx));
      // The face is vertical up to the nose height; the ball touches it at the nose.
      rubber.addShape(new CANNON.Box(new CANNON.Vec3(len / 2, depth / 2, h / 2)), new CANNON.Vec3(cx, cy, h / 2), q);
    } else {
      const q = new CANNON.Quaternion();
      q.setFromAxisAngle(new CANNON.Vec3(1, 0, 0), Math.PI / 2); // cannon-es cylinders run along y
      rubber.addShape(new CANNON.Cylinder(e.radius, e.radius, h, 24), new CANNON.Vec3(e.centre[0], e.centre[1], h / 2), q);
    }
  }
  world.addBody(rubber);

  const I = ballInertia(p);
  const balls = new Map<string, CANNON.Body>();
  for (const id of ballIds) {
    const body = new CANNON.Body({ mass: p.ballMassKg, shape: new CANNON.Sphere(p.ballRadiusM), linearDamping: 0, angularDamping: 0 });
    // Fix 1: cannon-es derives inertia from the bounding box; a solid sphere has (2/5) m R^2.
    body.inertia.set(I, I, I);
    body.invInertia.set(1 / I, 1 / I, 1 / I);
    body.updateInertiaWorld(true);
    body.position.set(0, 0, p.ballRadiusM);
    world.addBody(body);
    balls.set(id, body);
  }

  const names = new Map<CANNON.Body, string>([
    [slate, 'slate'],
    [rubber, 'cushion'],
    ...[...balls].map(([id, b]) => [b, id] as [CANNON.Body, string]),
  ]);
  return {
    world,
    balls,
    setBallPositions(positions) {
      for (const b of positions) balls.get(b.id)?.position.set(b.x, b.y, b.z);
    },
    rayCast(from, to, exclude) {
      let best: { what: string; distance: number; point: [number, number, number] } | null = null;
      const skip = exclude ? balls.get(exclude) : undefined;
      world.raycastAll(new CANNON.Vec3(...from), new CANNON.Vec3(...to), { skipBackfaces: true }, (r) => {
        if (!r.body || r.body === skip) return;
        if (!best || r.distance < best.distance) {
          best = { what: names.get(r.body) ?? 'unknown', distance: r.distance, point: [r.hitPointWorld.x, r.hitPointWorld.y, r.hitPointWorld.z] };
        }
      });
      return best;
    },
  };
}

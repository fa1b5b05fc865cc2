/**
 * The broadphase of a pocket's 3-D world (world3d.ts, fix 4): cannon-es' naive broadphase tests
 * every pair of bodies each step, and a pocket's wall planes have no bounding box to cull them. A
 * pocket's static parts are all faces (an inward normal n and an offset d: a centre c is n.c - d
 * from the face), so a moving ball is paired only with the parts whose face it can reach within the
 * step, and with the balls it can reach (its own, and the guests: balls of the bed near the
 * pocket, fixed spheres here). Pairs come out in the world's body order.
 */
import * as CANNON from 'cannon-es';

export interface Face {
  readonly body: CANNON.Body;
  readonly n: readonly [number, number, number];
  readonly d: number;
  /** A box part's half extents (null for a plane): a ball is paired with a box only within reach of the box itself too. */
  readonly half: CANNON.Vec3 | null;
}

/** Slack of the test, m: a part or a ball is kept while a ball is within this more than it can move in the step. */
const REACH_SLACK_M = 0.005;

export class PocketBroadphase extends CANNON.Broadphase {
  private readonly faces: readonly Face[];
  private readonly guests: readonly CANNON.Body[];
  private readonly radius: number;
  private readonly g: number;
  private readonly local = new CANNON.Vec3();

  constructor(faces: readonly Face[], guests: readonly CANNON.Body[], ballRadiusM: number, g: number) {
    super();
    this.faces = faces;
    this.guests = guests;
    this.radius = ballRadiusM;
    this.g = g;
  }

  override collisionPairs(world: CANNON.World, p1: CANNON.Body[], p2: CANNON.Body[]): void {
    const dt = world.dt;
    const balls = world.bodies.filter((b) => b.type === CANNON.Body.DYNAMIC);
    const reach = balls.map((b) => (b.sleepState === CANNON.Body.SLEEPING ? 0 : this.travel(b, dt)));
    for (let i = 0; i < balls.length; i++) {
      const a = balls[i] as CANNON.Body;
      const ra = reach[i] as number;
      if (ra > 0) {
        const c = a.position;
        const h = this.radius + ra;
        for (const f of this.faces) {
          if (f.half && !withinBox(f.body, f.half, c, h, this.local)) continue;
          if (f.n[0] * c.x + f.n[1] * c.y + f.n[2] * c.z - f.d < h) {
            p1.push(a);
            p2.push(f.body);
          }
        }
        for (const gb of this.guests) {
          if (a.position.distanceTo(gb.position) < 2 * this.radius + ra) {
            p1.push(a);
            p2.push(gb);
          }
        }
      }
      for (let j = i + 1; j < balls.length; j++) {
        const rb = reach[j] as number;
        if (ra === 0 && rb === 0) continue;
        const b = balls[j] as CANNON.Body;
        if (a.position.distanceTo(b.position) < 2 * this.radius + ra + rb) {
          p1.push(a);
          p2.push(b);
        }
      }
    }
  }

  /** How far a moving ball can get in a step of dt, with the slack. */
  private travel(b: CANNON.Body, dt: number): number {
    return b.velocity.length() * dt + this.g * dt * dt + REACH_SLACK_M;
  }
}

/** Whether point c is within h of the box body b of half extents `half` (its distance to the box, in the box's frame). */
function withinBox(b: CANNON.Body, half: CANNON.Vec3, c: CANNON.Vec3, h: number, local: CANNON.Vec3): boolean {
  b.pointToLocalFrame(c, local);
  const dx = Math.max(Math.abs(local.x) - half.x, 0),
    dy = Math.max(Math.abs(local.y) - half.y, 0),
    dz = Math.max(Math.abs(local.z) - half.z, 0);
  return dx * dx + dy * dy + dz * dz < h * h;
}

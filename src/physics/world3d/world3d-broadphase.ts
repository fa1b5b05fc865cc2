/**
 * The broadphase of a pocket's 3-D world (world3d.ts, fix 4): cannon-es' naive broadphase tests
 * every pair of bodies each step, and a pocket's wall planes have no bounding box to cull them. A
 * pocket's static parts are all faces (an inward normal n and an offset d: a centre c is n.c - d
 * from the face), so a moving ball is paired only with the parts whose face it can reach within the
 * step, and with the balls it can reach (its own, and the guests: balls of the bed near the
 * pocket, fixed spheres here). Pairs come out in the world's body order.
 *
 * The pairs are found before the step (`prepare`), and a static part joins the cannon-es world the
 * first time a pair names it, for the rest of the stroke (`removeParts` when the world is emptied):
 * cannon-es' step loops over every body of its world several times (forces, sleep, the solver's
 * bookkeeping, the collision matrix), and a pocket's 26 parts cost it more than a ball's contact
 * does (2.3 us of a 4 us step). A stroke's ball meets five or six of them. (Taking a part out again
 * as soon as no pair names it keeps the world smaller still, but every removal makes cannon-es
 * rebuild its body list and collision matrix, garbage that Node's young collections then promote.)
 */
import * as CANNON from 'cannon-es';

export interface Face {
  readonly body: CANNON.Body;
  readonly n: readonly [number, number, number];
  readonly d: number;
  /** A box part's half extents (null for a plane): a ball is paired with a box only within reach of the box itself too. */
  readonly half: CANNON.Vec3 | null;
  /**
   * A box part's plane twin (its inner face as a plane; null for a plane part): a ball that can reach
   * only that face of the box meets it by the plane, whose contact (cannon-es' sphere-plane) is the
   * same and costs a fraction of a box's (`partFor`).
   */
  readonly twin: CANNON.Body | null;
}

/** Slack of the test, m: a ball is kept while another is within this more than both can move in the step. */
const REACH_SLACK_M = 0.005;
/** Slack of the test for a static part, m: well above rounding, far below any overlap that matters. */
const TOUCH_SLACK_M = 1e-6;

export class PocketBroadphase extends CANNON.Broadphase {
  private readonly faces: readonly Face[];
  private readonly guests: readonly CANNON.Body[];
  private readonly radius: number;
  private readonly g: number;
  private readonly local = new CANNON.Vec3();
  /**
   * The world's balls and how far each can move in the step (0 at rest), and the pairs of the next
   * step (`prepare`): the first nBalls and nPairs entries, overwritten every step (an array emptied by
   * setting its length gives up its storage, and every step would build it again).
   */
  private readonly balls: CANNON.Body[] = [];
  private readonly reach: number[] = [];
  private nBalls = 0;
  private readonly pairs1: CANNON.Body[] = [];
  private readonly pairs2: CANNON.Body[] = [];
  private nPairs = 0;
  private prepared = false;
  /** The static parts in the world (since their first pair this stroke). */
  private readonly present = new Set<CANNON.Body>();

  constructor(faces: readonly Face[], guests: readonly CANNON.Body[], ballRadiusM: number, g: number) {
    super();
    this.faces = faces;
    this.guests = guests;
    this.radius = ballRadiusM;
    this.g = g;
  }

  private lowest = NaN;
  /** The lowest top of the box parts, m (the faces are all built before the first step). */
  private lowestTop(): number {
    if (Number.isNaN(this.lowest)) {
      this.lowest = Infinity;
      for (const f of this.faces) if (f.half) this.lowest = Math.min(this.lowest, f.body.position.z + f.half.z);
    }
    return this.lowest;
  }

  /**
   * The body a ball at c, reaching h, meets box face f by: none when it cannot reach the box; its
   * plane twin when it can reach only the box's inner face (its centre in front of the face, within
   * the face's width and height less h), where the plane's contact is the face's; else the box.
   */
  private partFor(f: Face, half: CANNON.Vec3, c: CANNON.Vec3, h: number): CANNON.Body | null {
    const q = this.local;
    f.body.pointToLocalFrame(c, q);
    const dx = Math.max(Math.abs(q.x) - half.x, 0),
      dy = Math.max(Math.abs(q.y) - half.y, 0),
      dz = Math.max(Math.abs(q.z) - half.z, 0);
    if (!(dx * dx + dy * dy + dz * dz < h * h)) return null;
    return f.twin && Math.abs(q.y) <= half.y && Math.abs(q.z) + h <= half.z ? f.twin : f.body;
  }

  /**
   * The pairs of the world's next step of dt, and the static parts they name put in the world if
   * not there yet: called by World3D.step just before `world.step(dt)`.
   */
  prepare(world: CANNON.World, dt: number): void {
    this.findPairs(world, dt);
    for (let k = 0; k < this.nPairs; k++) {
      const b = this.pairs2[k] as CANNON.Body;
      if (b.type === CANNON.Body.STATIC && !this.present.has(b)) {
        world.addBody(b);
        this.present.add(b);
      }
    }
    this.prepared = true;
  }

  /** Takes every static part out of the world (a world emptied for the next stroke). */
  removeParts(world: CANNON.World): void {
    for (const b of this.present) world.removeBody(b);
    this.present.clear();
  }

  override collisionPairs(_world: CANNON.World, p1: CANNON.Body[], p2: CANNON.Body[]): void {
    if (!this.prepared) throw new Error('PocketBroadphase: a pocket world is stepped by World3D.step, which prepares its pairs');
    this.prepared = false;
    for (let k = 0; k < this.nPairs; k++) {
      p1.push(this.pairs1[k] as CANNON.Body);
      p2.push(this.pairs2[k] as CANNON.Body);
    }
  }

  private pair(a: CANNON.Body, b: CANNON.Body): void {
    this.pairs1[this.nPairs] = a;
    this.pairs2[this.nPairs] = b;
    this.nPairs++;
  }

  private findPairs(world: CANNON.World, dt: number): void {
    const { balls, reach } = this;
    this.nBalls = this.nPairs = 0;
    for (const b of world.bodies) {
      if (b.type !== CANNON.Body.DYNAMIC) continue;
      balls[this.nBalls] = b;
      reach[this.nBalls] = b.sleepState === CANNON.Body.SLEEPING ? 0 : this.travel(b, dt);
      this.nBalls++;
    }
    this.wakeTouched();
    for (let i = 0; i < this.nBalls; i++) {
      const a = balls[i] as CANNON.Body;
      const ra = reach[i] as number;
      if (ra > 0) {
        const c = a.position;
        // cannon-es finds a contact with a static part only where the ball overlaps it at the step's
        // start (its sphere-plane and sphere-box tests): a part farther away gives none, so none is paired.
        const h = this.radius + TOUCH_SLACK_M;
        // Below every box's top the walls are a convex prism, where a wall's plane meets a ball as the wall does.
        const inPrism = c.z + h < this.lowestTop();
        for (const f of this.faces) {
          // The face's plane first (cheap); a box only then by its own extents.
          if (!(f.n[0] * c.x + f.n[1] * c.y + f.n[2] * c.z - f.d < h)) continue;
          const part = f.half ? (inPrism ? f.twin : this.partFor(f, f.half, c, h)) : f.body;
          if (part) this.pair(a, part);
        }
        for (const gb of this.guests) {
          if (a.position.distanceTo(gb.position) < 2 * this.radius + ra) this.pair(a, gb);
        }
      }
      for (let j = i + 1; j < this.nBalls; j++) {
        const rb = reach[j] as number;
        if (ra === 0 && rb === 0) continue;
        const b = balls[j] as CANNON.Body;
        if (a.position.distanceTo(b.position) < 2 * this.radius + ra + rb) this.pair(a, b);
      }
    }
  }

  /**
   * A resting ball that a moving ball may reach in the step is woken by cannon-es when they touch:
   * it is paired with the parts it lies on, as a moving ball is (else a pile's bottom ball, pushed
   * by the ball on it, was pushed through the bucket's floor: it slept at each step's start).
   */
  private wakeTouched(): void {
    const { balls, reach } = this;
    for (let j = 0; j < this.nBalls; j++) {
      if ((reach[j] as number) !== 0) continue;
      const b = balls[j] as CANNON.Body;
      for (let i = 0; i < this.nBalls; i++) {
        const ra = reach[i] as number;
        if (i === j || !(ra > REACH_SLACK_M / 2)) continue;
        if ((balls[i] as CANNON.Body).position.distanceTo(b.position) < 2 * this.radius + ra) {
          reach[j] = REACH_SLACK_M / 4;
          break;
        }
      }
    }
  }

  /** How far a moving ball can get in a step of dt, with the slack. */
  private travel(b: CANNON.Body, dt: number): number {
    return b.velocity.length() * dt + this.g * dt * dt + REACH_SLACK_M;
  }
}

/**
 * The room's broadphase: cannon-es' naive one (every pair, culled by bounding boxes; the room has a
 * few parts), except that a ball is paired with a plane (the floor, a wall) only where it touches
 * it. A plane's bounding box is infinite, so the naive test pairs every ball with every plane at
 * every step, and cannon-es' sphere-plane, given a plane the ball does not touch, finds no contact
 * but drops the contact it built first: about 2,900 of them over the bench's 1,000 random shots,
 * most of the room's garbage. The pairs it keeps come in the naive order, so the records are the same.
 */
export class RoomBroadphase extends CANNON.NaiveBroadphase {
  private readonly radius: number;
  private readonly normal = new CANNON.Vec3();
  private readonly offset = new CANNON.Vec3();

  constructor(ballRadiusM: number) {
    super();
    this.radius = ballRadiusM;
    this.useBoundingBoxes = true;
  }

  /**
   * Each ball's box is found anew first: our code moves balls too (admitted, flown in closed form)
   * without telling cannon-es, and a new body's box was found where it was built.
   */
  override collisionPairs(world: CANNON.World, p1: CANNON.Body[], p2: CANNON.Body[]): void {
    for (const b of world.bodies) if (b.type === CANNON.Body.DYNAMIC) b.aabbNeedsUpdate = true;
    super.collisionPairs(world, p1, p2);
  }

  override intersectionTest(a: CANNON.Body, b: CANNON.Body, p1: CANNON.Body[], p2: CANNON.Body[]): void {
    const plane = isPlane(a) ? a : isPlane(b) ? b : null;
    if (plane && !this.touches(plane === a ? b : a, plane)) return;
    super.intersectionTest(a, b, p1, p2);
  }

  /** Whether the ball's centre is within its radius (and the slack) of the plane's side facing it. */
  private touches(ball: CANNON.Body, plane: CANNON.Body): boolean {
    plane.quaternion.vmult(UP, this.normal); // a plane's own normal is its +z
    ball.position.vsub(plane.position, this.offset);
    return this.offset.dot(this.normal) < this.radius + TOUCH_SLACK_M;
  }
}

const UP = new CANNON.Vec3(0, 0, 1);
const isPlane = (b: CANNON.Body): boolean => b.shapes.length === 1 && b.shapes[0] instanceof CANNON.Plane;

/**
 * Checks of the paths a record's 3-D worlds recorded (world3d.ts: `tumbling` segments and where a
 * ball came to rest in a pocket or in the room), as audit.ts checks the bed: no ball through a
 * pocket's wall or floor, through the room's floor or walls, and no energy gained by a ball that
 * touches nothing but the world's static parts (its kinetic, spin and potential energy at each
 * recorded step; a ball near another ball in its pocket may take energy from it), and no two balls
 * at rest in one pocket overlapping.
 */
import type { TableGeometry } from '../../table/geometry.ts';
import { BED_HEIGHT_M, POCKET_FLOOR_DEPTH_M, ROOM_HALF_LENGTH_M, ROOM_HALF_WIDTH_M } from '../../table/table-body.ts';
import type { Problem } from './audit.ts';
import { ballEnergy } from '../laws/energy.ts';
import type { PhysicsParams } from '../params.ts';
import type { MotionSegment, ShotRecord } from '../record/shot-record.ts';
import { sampleAll } from '../record/trajectory.ts';
import { IMPACT_DEPTH_M, MAX_ROOM_STEP_TRAVEL_M, MAX_STEP_TRAVEL_M } from '../world3d/world3d.ts';

/**
 * How far a ball may reach past a wall or floor, m: cannon-es finds a contact once the ball
 * overlaps, by at most one step's travel (MAX_STEP_TRAVEL_M, the room's MAX_ROOM_STEP_TRAVEL_M),
 * and a pocket's wall is a polygon whose corners stand 3.5 % (2.4 mm) outside its circle.
 */
export const WORLD_OVERLAP_LIMIT_M = MAX_STEP_TRAVEL_M + 0.0025;
export const ROOM_OVERLAP_LIMIT_M = MAX_ROOM_STEP_TRAVEL_M;
/**
 * Energy a ball in a 3-D world may gain between two recorded steps, J: what lifting it out of the
 * largest overlap the audit accepts gives it (m g WORLD_OVERLAP_LIMIT_M, 21 mJ; cannon-es removes an
 * overlap by pushing the ball out), plus WORLD_ENERGY_TOLERANCE_FRACTION of its energy (its friction
 * is solved by iteration, which can hand a spinning ball a little energy in one step: the fuzz
 * measured about 1 %, a ball spinning on a rail top, fuzz shot 4187015977).
 */
export const WORLD_ENERGY_TOLERANCE_FRACTION = 0.015;
/** A ball this close to another ball of its world (beyond touching), m, may gain energy from it. */
const NEIGHBOUR_GAP_M = 0.005;

/**
 * How far two balls lying at rest in one pocket may overlap, m: the depth at which the world finds
 * an impact (IMPACT_DEPTH_M); a pile at rest is settled contacts, measured at under 0.1 mm.
 */
export const PILE_OVERLAP_LIMIT_M = IMPACT_DEPTH_M;

/** Balls at rest in one pocket that overlap (a full pocket is an ordinary pile). */
export function pileProblems(record: ShotRecord, R: number): Problem[] {
  const lying = record.final.balls.filter((f) => f.state === 'pocketed' && f.pocket && f.z !== undefined);
  const problems: Problem[] = [];
  for (let i = 0; i < lying.length; i++) {
    for (let j = i + 1; j < lying.length; j++) {
      const a = lying[i] as (typeof lying)[number],
        b = lying[j] as (typeof lying)[number];
      if (a.pocket !== b.pocket) continue;
      const d = Math.hypot((a.x as number) - (b.x as number), (a.y as number) - (b.y as number), (a.z as number) - (b.z as number));
      if (d < 2 * R - PILE_OVERLAP_LIMIT_M) {
        const detail = `balls ${a.id} and ${b.id} at rest in ${a.pocket} overlap by ${((2 * R - d) * 1000).toFixed(4)} mm`;
        problems.push({ kind: 'overlap', t: record.trajectory.endT, detail });
      }
    }
  }
  return problems;
}

/** Whether the record's pockets keep their balls (a bucket) or let them through to a ball return. */
export type PocketKind = 'bucket' | 'return';

export function worldProblems(record: ShotRecord, table: TableGeometry, p: PhysicsParams, pockets: PocketKind = 'bucket'): Problem[] {
  const R = p.ballRadiusM;
  const problems: Problem[] = [];
  const world = (sg: MotionSegment) => sg.mode === 'tumbling' || sg.mode === 'pocketed' || sg.mode === 'off-table';
  for (const traj of record.trajectory.balls) {
    const id = traj.id;
    let lastE = Infinity,
      lastT = 0;
    for (const sg of traj.segments) {
      // Energy is compared between consecutive steps of one stay in a world.
      if (!world(sg)) {
        lastE = Infinity;
        continue;
      }
      const where = placeProblem(sg, table, R, pockets);
      if (where) problems.push({ kind: 'through-cushion', t: sg.t, detail: `ball ${id} ${where}` });
      if (sg.mode !== 'tumbling') {
        lastE = Infinity;
        continue;
      }
      const e = ballEnergy(p, sg);
      if (
        e > lastE + p.ballMassKg * p.g * WORLD_OVERLAP_LIMIT_M + WORLD_ENERGY_TOLERANCE_FRACTION * Math.abs(lastE) &&
        !nearAnother(record, id, sg.t, lastT)
      ) {
        problems.push({ kind: 'energy-gained', t: sg.t, detail: `ball ${id} in a 3-D world: ${lastE} J -> ${e} J` });
      }
      lastE = e;
      lastT = sg.t;
    }
  }
  return problems;
}

/** Where a ball in a world lies past a wall or a floor (null when nowhere). */
function placeProblem(sg: MotionSegment, table: TableGeometry, R: number, pockets: PocketKind): string | null {
  const [x, y, z] = sg.r;
  if (sg.pocket) {
    const pk = table.pockets.find((q) => q.id === sg.pocket);
    if (!pk) return null;
    const inside = Math.hypot(x - pk.hole.centre[0], y - pk.hole.centre[1]) - (pk.hole.radius - R);
    if (z < -WORLD_OVERLAP_LIMIT_M && inside > WORLD_OVERLAP_LIMIT_M)
      return `through the wall of ${pk.id} by ${(inside * 1000).toFixed(1)} mm at z = ${z}`;
    // A ball return has no floor: a ball leaves through the hole where a bucket's floor would be.
    const floor = pockets === 'bucket' ? -POCKET_FLOOR_DEPTH_M + R : -POCKET_FLOOR_DEPTH_M;
    if (z < floor - WORLD_OVERLAP_LIMIT_M && sg.mode !== 'pocketed') return `below the floor of ${pk.id} at z = ${z}`;
    return null;
  }
  if (z < -BED_HEIGHT_M + R - ROOM_OVERLAP_LIMIT_M) return `through the room's floor at z = ${z}`;
  if (Math.abs(x) > ROOM_HALF_LENGTH_M - R + ROOM_OVERLAP_LIMIT_M || Math.abs(y) > ROOM_HALF_WIDTH_M - R + ROOM_OVERLAP_LIMIT_M)
    return `through the room's wall at (${x}, ${y})`;
  return null;
}

/** Whether another ball is within NEIGHBOUR_GAP_M of touching ball `id` at time t or `since` (the step before). */
function nearAnother(record: ShotRecord, id: string, t: number, since: number): boolean {
  const R = record.trajectory.ballRadius;
  return [since, t].some((at) => {
    const all = sampleAll(record, at);
    const me = all.find((o) => o.id === id);
    return !!me && all.some((o) => o.id !== id && Math.hypot(o.r[0] - me.r[0], o.r[1] - me.r[1], o.r[2] - me.r[2]) < 2 * R + NEIGHBOUR_GAP_M);
  });
}

/**
 * Building the 3-D worlds (world3d.ts) from the table: a pocket's (its hole's wall, the rail's cut
 * behind it, the bed in front, the bucket's floor) and the room's (floor, walls, the table's body and
 * legs), with the sizes of src/table/table-body.ts that the renderer draws; and the worlds kept for
 * the next stroke (`emptyWorld`).
 */
import * as CANNON from 'cannon-es';
import { atan2, sinCosDeg } from '../../math/trig.ts';
import type { Pocket, TableGeometry } from '../../table/geometry.ts';
import {
  APRON_DEPTH_M,
  BED_HEIGHT_M,
  LEG_CENTRE_Z_M,
  LEG_HEIGHT_M,
  legCentres,
  LEG_SIZE_M,
  POCKET_FLOOR_DEPTH_M,
  ROOM_HALF_LENGTH_M,
  ROOM_HALF_WIDTH_M,
} from '../../table/table-body.ts';
import type { PhysicsParams } from '../params.ts';
import type { TableModel } from '../table-model.ts';
import { World3D } from './world3d.ts';
import { PerTable } from '../per-table.ts';

/** Straight wall pieces round a hole, each spanning at most this much of it (degrees), their faces touching its circle. */
export const MAX_PIECE_DEG = 30;
/**
 * ... and in the throat, where the pieces' tops are the slate's edge: a piece's ends stand
 * hr (1 / cos(half the span) - 1) outside the circle, 0.13 mm at 7.5 degrees (2.1 mm at 30: a ball
 * at rest on the engine's bed, its centre just outside the circle, found no slate there and fell).
 */
export const THROAT_PIECE_DEG = 7.5;
/**
 * A rail piece whose middle is this far (degrees) from the throat is a plane: a plane's line cuts
 * into the throat only for a ball within about 55 degrees of it (1 - cos(55) = R / (hole radius)).
 */
const PLANE_FROM_THROAT_DEG = 75;
/** How far a wall piece's inner face runs past the polygon's corner, m. */
const WALL_OVERLAP_M = 0.001;
/**
 * Radial depth of a wall piece, m: more than a step's travel; the rail's pieces as deep as a ball
 * thrown up onto them can roll before the event engine takes it back, the throat's (whose tops are
 * the bed) as deep as the shelf round the hole.
 */
const WALL_THICKNESS_M = 0.15;
/**
 * Contacts of a ball with the static parts (friction, restitution), engineering values: the
 * pocket's leather liner and bucket take most of an impact (e = 0.1: a ball dropped into a bucket
 * hardly bounces); the room's floor is a carpet over wood, its walls plaster; the table's body is
 * lacquered wood.
 */
export const LINER = { friction: 0.4, restitution: 0.1 } as const;
/**
 * The pocket's back above the bed (the rail's cut, lined with leather that hangs into the pocket):
 * a calibration, not a measurement. The leather is loose, so it gives way along the ball's surface
 * instead of gripping it, and its friction is low: calibrated so that a firm ball into the heart of
 * a pocket stays in at every speed a player uses (a naturally rolling ball up to 6 m/s at the mouth,
 * within 20 mm of a corner's axis and 30 mm of a side's; npm run bench:pockets measures it). With the
 * liner's 0.4 such a ball climbed the back (its topspin turned into lift) and left the pocket.
 */
export const BACK_LINER = { friction: 0.05, restitution: 0.1 } as const;
export const FLOOR = { friction: 0.4, restitution: 0.3 } as const;
export const TABLE_WOOD = { friction: 0.2, restitution: 0.5 } as const;
export const ROOM_WALL = { friction: 0.3, restitution: 0.5 } as const;
/**
 * Rolling resistance (deceleration / g) of a ball rolling on a bucket's floor and on the room's
 * carpet: engineering values (leather and carpet hold a rolling ball far more than cloth's 0.01).
 */
export const POCKET_ROLLING_RESISTANCE = 1.0;
export const FLOOR_ROLLING_RESISTANCE = 0.3;

/**
 * Pocket k's world: the hole's wall (its capture circle: the slate's edge) down to the bucket's
 * floor (none for a ball return). Between the ends of the pocket's two facings, where the shelf
 * opens to the bed (the throat), the wall stops level with the bed, a box whose top is the bed;
 * round the rest of the hole the rail's cut rises to the rail top. The pieces are laid so that one
 * meets the next exactly at a facing's end; a rail piece a quarter turn or more from the throat is
 * a plane (its line cannot reach into the throat).
 */
export function pocketWorld(table: TableGeometry, model: TableModel, p: PhysicsParams, k: number, bucket: boolean): World3D {
  const pk = table.pockets[k] as Pocket;
  const [cx, cy] = pk.hole.centre;
  const hole = { x: cx, y: cy, radius: pk.hole.radius };
  const w = new World3D(p, { pocket: k, floorZ: -POCKET_FLOOR_DEPTH_M, rolling: POCKET_ROLLING_RESISTANCE, contact: LINER, hole });
  // One edge: the slate's edge is the hole's circle, where the event engine hands a ball over.
  const hr = pk.hole.radius;
  // The back of the rail's cut stands as high as the drawn rail cap (src/render/table-model.ts):
  // the event engine's rail top is level with the nose (table-model.ts), a few mm lower.
  const railTop = table.spec.railCapHeightM;
  const [from, span] = throatOf(table, model, k);
  const pieces = [...arcPieces(from, span, false, THROAT_PIECE_DEG), ...arcPieces(from + span, 360 - span, true, MAX_PIECE_DEG)];
  const back = w.material(BACK_LINER);
  for (const { mid, half, rail, apart } of pieces) {
    const [uy, ux] = sinCosDeg(mid);
    const top = rail ? railTop : 0;
    const face = { at: [cx + hr * ux, cy + hr * uy, 0] as const, normal: [-ux, -uy, 0] as const };
    if (rail && apart > PLANE_FROM_THROAT_DEG) {
      w.addPlane(face.at, face.normal, back);
      continue;
    }
    const h = POCKET_FLOOR_DEPTH_M + top;
    const [sh, ch] = sinCosDeg(half);
    const [sz, cz] = sinCosDeg(mid / 2);
    const r = hr + WALL_THICKNESS_M / 2;
    // Its inner face reaches just past the piece's edges (no gap to the next piece).
    const box = new CANNON.Box(new CANNON.Vec3(WALL_THICKNESS_M / 2, (hr * sh) / ch + WALL_OVERLAP_M, h / 2));
    w.addStatic(box, [cx + r * ux, cy + r * uy, top - h / 2], rail ? back : null, new CANNON.Quaternion(0, 0, sz, cz), face);
  }
  addFacings(w, model, pk.id, railTop);
  if (bucket) w.addPlane([cx, cy, -POCKET_FLOOR_DEPTH_M], [0, 0, 1]);
  return w;
}

/**
 * The pocket's two facings (the cushions of its mouth, the event engine's segments of this pocket):
 * a box behind each nose line from the bed up to the rail top, the ball's side on the nose line. A
 * ball thrown back out of the hole over the throat meets them as the engine's cushion would; the
 * engine takes it back once it is over the bed (handle-world.ts `comesBack`).
 */
function addFacings(w: World3D, model: TableModel, pocket: string, railTop: number): void {
  for (const e of model.elements) {
    if (e.src.kind !== 'segment' || e.src.pocket !== pocket) continue;
    const mx = e.ax + (e.ux * e.len) / 2,
      my = e.ay + (e.uy * e.len) / 2;
    // Turned so that the box's own x is the nose's normal (towards the bed): half the angle of (nx, ny).
    const [sz, cz] = sinCosDeg(atan2(e.ny, e.nx) * (90 / Math.PI));
    const box = new CANNON.Box(new CANNON.Vec3(WALL_THICKNESS_M / 2, e.len / 2, railTop / 2));
    const at = [mx - (e.nx * WALL_THICKNESS_M) / 2, my - (e.ny * WALL_THICKNESS_M) / 2, railTop / 2] as const;
    w.addStatic(box, at, null, new CANNON.Quaternion(0, 0, sz, cz), { at: [mx, my, 0], normal: [e.nx, e.ny, 0] }, false);
  }
}

interface ArcPiece {
  /** Direction of the piece's middle from the hole's centre and half its span, degrees. */
  readonly mid: number;
  readonly half: number;
  readonly rail: boolean;
  /** Degrees from the piece's middle to the nearer end of the throat. */
  readonly apart: number;
}

/** The arc from `from` over `span` degrees counter-clockwise, in pieces of at most `most` degrees. */
function arcPieces(from: number, span: number, rail: boolean, most: number): ArcPiece[] {
  const n = Math.max(1, Math.ceil(span / most));
  return Array.from({ length: n }, (_, j) => {
    const offset = (span * (j + 0.5)) / n;
    return { mid: from + offset, half: span / n / 2, rail, apart: rail ? Math.min(offset, span - offset) : 0 };
  });
}

/**
 * The throat of pocket k seen from its hole's centre: the direction of one facing's end and the span,
 * degrees counter-clockwise, to the other's (the arc that holds the mouth).
 */
function throatOf(table: TableGeometry, model: TableModel, k: number): [number, number] {
  const pk = table.pockets[k] as Pocket;
  const [cx, cy] = pk.hole.centre;
  const deg = (x: number, y: number) => (atan2(y - cy, x - cx) * 180) / Math.PI;
  const ends = model.elements
    .filter((e) => e.src.kind === 'segment' && e.src.pocket === pk.id)
    .map((e) => (e.src.kind === 'segment' ? e.src.b : [0, 0]));
  const a = deg(...(ends[0] as [number, number])),
    b = deg(...(ends[1] as [number, number]));
  const mouth = deg(cx - pk.axis[0], cy - pk.axis[1]);
  const ccw = (x: number, y: number) => (((y - x) % 360) + 360) % 360;
  return ccw(a, mouth) < ccw(a, b) ? [a, ccw(a, b)] : [b, ccw(b, a)];
}

/** The room: its floor and walls, the table's body (up to the rail top, where the event engine lets a ball go) and its legs. */
export function roomWorld(table: TableGeometry, p: PhysicsParams): World3D {
  const w = new World3D(p, { pocket: -1, floorZ: -BED_HEIGHT_M, rolling: FLOOR_ROLLING_RESISTANCE, contact: FLOOR });
  w.addPlane([0, 0, -BED_HEIGHT_M], [0, 0, 1]);
  const wall = w.material(ROOM_WALL);
  w.addPlane([ROOM_HALF_LENGTH_M, 0, 0], [-1, 0, 0], wall);
  w.addPlane([-ROOM_HALF_LENGTH_M, 0, 0], [1, 0, 0], wall);
  w.addPlane([0, ROOM_HALF_WIDTH_M, 0], [0, -1, 0], wall);
  w.addPlane([0, -ROOM_HALF_WIDTH_M, 0], [0, 1, 0], wall);
  const wood = w.material(TABLE_WOOD);
  const X = table.spec.lengthM / 2 + table.spec.railWidthM,
    Y = table.spec.widthM / 2 + table.spec.railWidthM;
  const top = table.spec.cushionNoseHeightM;
  w.addStatic(new CANNON.Box(new CANNON.Vec3(X, Y, (top + APRON_DEPTH_M) / 2)), [0, 0, (top - APRON_DEPTH_M) / 2], wood);
  for (const [x, y] of legCentres(table)) {
    w.addStatic(new CANNON.Box(new CANNON.Vec3(LEG_SIZE_M / 2, LEG_SIZE_M / 2, LEG_HEIGHT_M / 2)), [x, y, LEG_CENTRE_Z_M], wood);
  }
  return w;
}

/**
 * Worlds already built, by the table, the parameters and which world (the objects themselves, which
 * src/table and the scenario loader share between strokes): building a pocket's world costs about as
 * much as twenty of its steps, and most strokes use the same table. A world is emptied before it is
 * used again (`clear`); cannon-es keeps nothing else between steps that changes a result (its
 * contact pools are refilled every step), which test/physics/world3d/world3d.test.ts checks by running
 * strokes in different orders.
 */
const built = new PerTable<Map<string, World3D>>();

/** The empty world `key` of this table under these parameters, built by `build` the first time. */
export function emptyWorld(table: TableGeometry, p: PhysicsParams, key: string, build: () => World3D): World3D {
  const byKey = built.of(table, p, () => new Map<string, World3D>());
  let w = byKey.get(key);
  if (!w) {
    w = build();
    byKey.set(key, w);
  }
  w.clear();
  return w;
}

/** The worlds kept for this table and these parameters, as they are now (not emptied): for tests and tools. */
export function keptWorlds(table: TableGeometry, p: PhysicsParams): readonly World3D[] {
  return [...built.of(table, p, () => new Map<string, World3D>()).values()];
}

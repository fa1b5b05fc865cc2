/**
 * Scenario loading: JSON text -> validated Scenario -> Layout ready for the physics. Every
 * problem is reported with the field it concerns and the reason, and nothing runs when there
 * is one (design.md: bad input changes nothing).
 */
import type { z } from 'zod';
import { sinCosDeg } from '../math/trig.ts';
import {
  type BallInput,
  type CueStroke,
  DEFAULT_PARAMS,
  MAX_TIP_OFFSET_R,
  miscueLimit,
  type PhysicsParams,
  PLACEMENT_TOLERANCE_M,
  placementProblem,
  stickClearance,
} from '../physics/index.ts';
import { IMPACT_DEPTH_M, MAX_PIECE_DEG, PILE_OVERLAP_LIMIT_M } from '../physics/engine.ts';
import { rackBalls, tableGeometry, type TableGeometry } from '../table/index.ts';
import { POCKET_FLOOR_DEPTH_M } from '../table/table-body.ts';
import { consistencyIssues } from './consistency.ts';
import { echoed, formatPath, ScenarioError, type ScenarioIssue } from './errors.ts';
import { parseJsonText } from './json-text.ts';
import { scenarioSchema, type Scenario, type ScenarioStroke } from './schema.ts';

/** Deepest nesting of arrays and objects read, levels (a scenario needs 5; a deeper file is not one). */
export const MAX_NESTING = 32;
/** Keys that would reach an object's prototype: refused anywhere, whatever the schema says. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Removes `$comment` keys at any depth (design.md: allowed anywhere and ignored), and refuses what
 * no scenario holds but could get past a schema: a key that reaches the prototype, and nesting
 * deeper than MAX_NESTING. The copy is made of prototype-less objects, so no key is special.
 */
export function stripComments(value: unknown, path: ReadonlyArray<string | number> = []): unknown {
  if (path.length > MAX_NESTING)
    throw new ScenarioError([{ path: formatPath(path.slice(0, MAX_NESTING)), reason: `nested deeper than ${MAX_NESTING} levels (not a scenario)` }]);
  if (Array.isArray(value)) return value.map((v, i) => stripComments(v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k))
        throw new ScenarioError([
          { path: formatPath([...path, k]), reason: 'this key is not allowed anywhere (it would reach the object prototype)' },
        ]);
      if (k !== '$comment') out[k] = stripComments(v, [...path, k]);
    }
    return out;
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(echoed(value));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? `an array of ${value.length}` : 'an object';
}

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

type ZodIssue = z.ZodError['issues'][number];

/** What a branch of a union wanted, when the value is not of its kind at all ("an object", "one of ..."), else null. */
function wantedKind(branch: readonly ZodIssue[]): string | null {
  const root = branch.find((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'invalid_value'));
  if (!root) return null;
  if (root.code === 'invalid_type') return article(root.expected);
  return root.code === 'invalid_value' ? root.values.map((v) => JSON.stringify(v)).join(' or ') : null;
}

/**
 * A value that fits no branch of a union (`shot`: one stroke or the lag's two): the branch whose
 * kind the value has reports its own fields (`shot.tip.side`, `shot[1].cueSpeed`); a value of no
 * branch's kind is told the kinds.
 */
function unionIssues(issue: Extract<ZodIssue, { code: 'invalid_union' }>, prefix: readonly PropertyKey[]): ScenarioIssue[] {
  const input = (issue as { input?: unknown }).input;
  const kinds = issue.errors.map(wantedKind);
  const fitting = issue.errors.filter((_, k) => kinds[k] === null);
  if (fitting.length > 0) return issuesAt(fitting[0] as ZodIssue[], [...prefix, ...issue.path]);
  const wanted = kinds.filter((k): k is string => k !== null);
  return [{ path: formatPath([...prefix, ...issue.path]), reason: `expected ${wanted.join(' or ')}, got ${describe(input)}` }];
}

/** One message per field and kind: an integer's own bound and the safe-integer bound zod adds are one bound, the tighter. */
function tightest(issues: readonly ZodIssue[]): ZodIssue[] {
  const kept = new Map<string, ZodIssue>();
  const out: ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code !== 'too_big' && issue.code !== 'too_small') {
      out.push(issue);
      continue;
    }
    const key = `${issue.code} ${formatPath(issue.path)}`;
    const before = kept.get(key);
    const bound = (i: ZodIssue) => Number((i as { maximum?: unknown; minimum?: unknown })[issue.code === 'too_big' ? 'maximum' : 'minimum']);
    if (!before) {
      kept.set(key, issue);
      out.push(issue);
    } else if (issue.code === 'too_big' ? bound(issue) < bound(before) : bound(issue) > bound(before)) {
      kept.set(key, issue);
      out[out.indexOf(before)] = issue;
    }
  }
  return out;
}

function issuesAt(issues: readonly ZodIssue[], prefix: readonly PropertyKey[]): ScenarioIssue[] {
  return tightest(issues).flatMap((issue): ScenarioIssue[] => {
    if (issue.code === 'invalid_union') return unionIssues(issue, prefix);
    const full = [...prefix, ...issue.path];
    const path = formatPath(full);
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_type':
        if (input === undefined) return [{ path, reason: `is required (expected ${article(issue.expected)})` }];
        return [{ path, reason: `expected ${article(issue.expected)}, got ${describe(input)}` }];
      case 'unrecognized_keys':
        return [
          {
            path: issue.keys.length === 1 ? formatPath([...full, issue.keys[0] as string]) : path,
            reason: `unknown key${issue.keys.length > 1 ? 's ' + issue.keys.map((k) => JSON.stringify(echoed(k))).join(', ') : ''} (not part of pool-scenario/1)`,
          },
        ];
      case 'invalid_value':
        return [{ path, reason: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(input)}` }];
      case 'too_small':
      case 'too_big':
        return [{ path, reason: `${issue.message.replace(/^Too (small|big): expected \w+ to (have|be) /, 'must be ')}, got ${describe(input)}` }];
      default:
        return [{ path, reason: `${issue.message}${input !== undefined && typeof input !== 'object' ? `, got ${describe(input)}` : ''}` }];
    }
  });
}

/** Parses and validates a scenario from JSON text: a syntax error or a key given twice is refused like any bad field. */
export function parseScenarioText(text: string): Scenario {
  return parseScenario(parseJsonText(text, MAX_NESTING));
}

/** Validates a scenario object (already parsed JSON). */
export function parseScenario(raw: unknown): Scenario {
  const result = scenarioSchema.safeParse(stripComments(raw), { reportInput: true });
  if (!result.success) throw new ScenarioError(issuesAt(result.error.issues, []));
  // Check the layout now, so that a bad scenario is refused as a whole.
  prepareLayout(result.data);
  return result.data;
}

/** Everything the physics needs, derived from a valid scenario. */
export interface Layout {
  readonly table: TableGeometry;
  readonly params: PhysicsParams;
  /** Balls in scenario order: listed balls first, then racked balls. */
  readonly balls: readonly BallInput[];
  /** Strokes at t = 0, each on its ball. */
  readonly strokes: ReadonlyArray<{ readonly ball: string; readonly stroke: CueStroke }>;
  /** A lamp hangs over the table (G27c). */
  readonly lamp: boolean;
  /** Bucket pockets keep their balls (a pocket can be full) or a ball return takes them. */
  readonly pockets: 'bucket' | 'return';
}

/**
 * How far a ball at the bottom of a pile in a pocket may lie pressed into the bucket's floor or
 * wall beyond a contact's depth, m: cannon-es's solver lets it sink under the balls above it (1.2 mm
 * was seen under a pile in a computer match), and a layout the 3-D world leaves must load.
 */
export const PILE_SINK_M = 0.0025;

/** How many ball diameters above a ball on the bed the top of a pile in a pocket may lie (its centre over the hole). */
export const PILE_ABOVE_BED_BALLS = 1;

/** Highest starting height of a ball's centre, m: below the lamp (LAMP_HEIGHT_M). */
const MAX_START_HEIGHT_M = 0.8;

/**
 * Balls that overlap beyond the 1 micrometre tolerance of the contract (the first `listed` are the
 * scenario's balls, the rest the rack's); balls lying in one pocket beyond the audit's limit for a
 * pile (PILE_OVERLAP_LIMIT_M, 0.5 mm): the 3-D world's solver leaves a pile's balls pressed into
 * each other by a few micrometres, and a layout it leaves must load.
 */
function overlapIssues(balls: readonly BallInput[], R: number, listed: number): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  for (let i = 0; i < balls.length; i++) {
    const a = balls[i] as BallInput;
    if (a.pocket && a.z === undefined) continue; // laid on the pile by the engine
    for (let j = i + 1; j < balls.length; j++) {
      const b = balls[j] as BallInput;
      // Balls on the table against each other; balls placed in one pocket against each other.
      if (a.pocket !== b.pocket || (b.pocket && b.z === undefined)) continue;
      const dx = a.x - b.x,
        dy = a.y - b.y,
        dz = (a.z ?? R) - (b.z ?? R);
      const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (d < 2 * R - (b.pocket ? PILE_OVERLAP_LIMIT_M : PLACEMENT_TOLERANCE_M)) {
        const where = (k: number) => (k < listed ? `balls[${k}]` : 'rack');
        issues.push({
          path: `${where(j)}.x`,
          reason: `ball "${b.id}" overlaps ball "${a.id}" (${where(i)}) by ${((2 * R - d) * 1000).toFixed(4)} mm`,
        });
      }
    }
  }
  return issues;
}

/**
 * How far from what holds it a ball placed in a pocket may lie, m: the 3-D world puts a pile to rest
 * with its balls within a contact's depth of each other and of the floor, so 1 mm is generous for
 * every layout it leaves, and far below a ball that floats (a radius or more above anything).
 */
export const POCKET_SUPPORT_GAP_M = 0.001;

/**
 * Balls placed in a pocket (x, y and z given) that no table can hold: one that overlaps a ball on
 * the table (a ball jammed in the mouth stands among them; beyond a pile's contact limit), and one
 * that rests on nothing, neither the bucket's floor, the hole's edge (the ring of the wall's pieces,
 * at the bed's level) nor a lower ball. A pocket whose balls are laid on the pile by the engine (no
 * z) is left to the engine.
 */
function pocketBallIssues(balls: readonly BallInput[], table: TableGeometry, R: number, listed: number): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const where = (k: number) => (k < listed ? `balls[${k}]` : 'rack');
  const [, half] = sinCosDeg(MAX_PIECE_DEG / 2);
  const floorZ = R - POCKET_FLOOR_DEPTH_M;
  const zOf = (b: BallInput) => b.z ?? R;
  const dist = (a: BallInput, b: BallInput) => Math.hypot(a.x - b.x, a.y - b.y, zOf(a) - zOf(b));
  balls.forEach((b, i) => {
    const z = b.z;
    if (!b.pocket || z === undefined) return;
    if (balls.some((c) => c.pocket === b.pocket && c.z === undefined)) return;
    for (let j = 0; j < balls.length; j++) {
      const c = balls[j] as BallInput;
      if (c.pocket || dist(b, c) >= 2 * R - PILE_OVERLAP_LIMIT_M) continue;
      issues.push({
        path: `${where(i)}.z`,
        reason: `ball "${b.id}" in pocket ${b.pocket} overlaps ball "${c.id}" on the table (${where(j)}) by ${((2 * R - dist(b, c)) * 1000).toFixed(3)} mm`,
      });
    }
    const hole = (table.pockets.find((q) => q.id === b.pocket) as TableGeometry['pockets'][number]).hole;
    const off = Math.hypot(b.x - hole.centre[0], b.y - hole.centre[1]);
    const fromRing = Math.max(0, hole.radius - off, off - hole.radius / half);
    const onFloor = z <= floorZ + POCKET_SUPPORT_GAP_M;
    const onEdge = Math.hypot(fromRing, z) <= R + POCKET_SUPPORT_GAP_M;
    const onBall = balls.some((c) => c !== b && (c.pocket === b.pocket || !c.pocket) && zOf(c) < z && dist(b, c) <= 2 * R + POCKET_SUPPORT_GAP_M);
    if (!onFloor && !onEdge && !onBall) {
      issues.push({
        path: `${where(i)}.z`,
        reason: `ball "${b.id}" in pocket ${b.pocket} rests on nothing (not on the floor at z = ${floorZ.toFixed(4)}, the hole's edge or a lower ball)`,
      });
    }
  });
  return issues;
}

/**
 * Where a ball lying in a pocket lies, when the scenario says (x, y, z together: where a stroke left
 * it, as `sim run --next` and a saved game write it): inside its pocket's bucket, its centre at
 * least R from the wall and above the floor and not above a ball on the cloth; or jammed in the
 * pocket's mouth (centre above the bed's surface, G32) with its centre over the hole. Without them the
 * ball is laid on the pile (null). A ball in a pocket never moves at the start: no v or w.
 */
function inPocketPlace(
  s: Scenario,
  table: TableGeometry,
  R: number,
  b: Scenario['balls'][number],
  at: string,
  issues: ScenarioIssue[],
): [number, number, number] | null {
  if (b.v || b.w) issues.push({ path: at, reason: 'a ball lying in a pocket takes no v or w' });
  const given = [b.x, b.y, b.z].filter((c) => c !== undefined).length;
  if (given === 0) return null;
  if (given < 3) {
    issues.push({ path: at, reason: 'a ball lying in a pocket takes x, y and z together (where it lies) or none (laid on the pile)' });
    return null;
  }
  if (s.pockets === 'return') {
    issues.push({ path: `${at}.z`, reason: 'a ball-return table keeps no ball in a pocket to place; give the pocket alone' });
    return null;
  }
  const pk = table.pockets.find((q) => q.id === b.pocket) as TableGeometry['pockets'][number];
  const [x, y, z] = [b.x as number, b.y as number, b.z as number];
  // The bucket's wall is the 3-D world's: flat pieces round the hole whose corners stand outside
  // its circle (world3d-build.ts), which a resting ball may press by a contact's depth, and a ball
  // at the bottom of a pile further under the balls above it (PILE_SINK_M): a layout the world
  // leaves (sim run --next, a match's next stroke) must load.
  const [, half] = sinCosDeg(MAX_PIECE_DEG / 2);
  const wall = pk.hole.radius / half + IMPACT_DEPTH_M + PILE_SINK_M;
  const off = Math.hypot(x - pk.hole.centre[0], y - pk.hole.centre[1]);
  // A ball jammed in the pocket's mouth (G32: its centre above the bed's surface, held by the hole's
  // edge, the rail's cut or another ball) is in the pocket when its centre is over the hole, as the
  // record rules it (handle-world.ts writePocketed); it does not reach down into the bucket.
  const jammed = z > 0;
  if (jammed && off > pk.hole.radius + PLACEMENT_TOLERANCE_M) {
    issues.push({
      path: `${at}.x`,
      reason: `ball "${b.id}" jammed in pocket ${b.pocket} (z > 0) must have its centre over the hole, ${((off - pk.hole.radius) * 1000).toFixed(3)} mm beyond its edge`,
    });
  } else if (!jammed && off > wall - R) {
    issues.push({
      path: `${at}.x`,
      reason: `ball "${b.id}" would be ${((off - wall + R) * 1000).toFixed(3)} mm into the wall of pocket ${b.pocket}`,
    });
  }
  // The top of a full pocket's pile, or a ball resting on one jammed in the mouth, may stand above
  // a ball on the bed: up to a ball's diameter (z = 3 R; a computer match left a 7 at z = R + 6.7 mm).
  const top = R + PILE_ABOVE_BED_BALLS * 2 * R;
  if (z < R - POCKET_FLOOR_DEPTH_M - IMPACT_DEPTH_M - PILE_SINK_M || z > top + PLACEMENT_TOLERANCE_M) {
    issues.push({
      path: `${at}.z`,
      reason: `ball "${b.id}" in pocket ${b.pocket} must lie between its floor (z = ${R - POCKET_FLOOR_DEPTH_M}) and one ball above the bed (z = ${top}), got ${z}`,
    });
  }
  return [x, y, z];
}

export function prepareLayout(s: Scenario, params: PhysicsParams = DEFAULT_PARAMS): Layout {
  const issues: ScenarioIssue[] = [];
  const table = tableGeometry(s.table);
  const R = params.ballRadiusM;
  const balls: BallInput[] = [];
  const seen = new Map<string, number>();
  s.balls.forEach((b, i) => {
    const at = `balls[${i}]`;
    if (seen.has(b.id)) issues.push({ path: `${at}.id`, reason: `duplicate ball id "${b.id}" (also balls[${seen.get(b.id)}])` });
    seen.set(b.id, i);
    if (b.pocket) {
      const placed = inPocketPlace(s, table, R, b, at, issues);
      balls.push(placed ? { id: b.id, x: placed[0], y: placed[1], z: placed[2], pocket: b.pocket } : { id: b.id, x: 0, y: 0, pocket: b.pocket });
      return;
    }
    if (b.x === undefined) issues.push({ path: `${at}.x`, reason: 'is required (a number, metres) unless the ball lies in a pocket' });
    if (b.y === undefined) issues.push({ path: `${at}.y`, reason: 'is required (a number, metres) unless the ball lies in a pocket' });
    if (b.x === undefined || b.y === undefined) return;
    if (b.z !== undefined && b.z < R - PLACEMENT_TOLERANCE_M) {
      issues.push({
        path: `${at}.z`,
        reason: `ball "${b.id}" would be ${((R - b.z) * 1000).toFixed(3)} mm into the slate (a ball on the cloth has z = ${R})`,
      });
    }
    if (b.z !== undefined && b.z > MAX_START_HEIGHT_M) {
      issues.push({ path: `${at}.z`, reason: `ball "${b.id}" starts ${b.z} m up; at most ${MAX_START_HEIGHT_M} m (under the lamp)` });
    }
    // A ball in the air must still be over the bed, clear of the cushions (the same test as on the cloth).
    const problem = placementProblem(table, params, b.x, b.y);
    if (problem) issues.push({ path: `${at}.x`, reason: `ball "${b.id}" ${problem}` });
    const up = b.z !== undefined && b.z > R + PLACEMENT_TOLERANCE_M;
    balls.push({ id: b.id, x: b.x, y: b.y, ...(up ? { z: b.z } : {}), ...(b.v ? { v: b.v } : {}), ...(b.w ? { w: b.w } : {}) });
  });
  if (s.rack) {
    const all = s.rack.type === 'nine-ball' ? 9 : 15;
    const ids = Array.from({ length: all }, (_, k) => String(k + 1)).filter((id) => !seen.has(id));
    try {
      for (const r of rackBalls(table, R, { type: s.rack.type, seed: s.rack.seed, jitterMm: s.rack.jitterMm, ids })) {
        balls.push({ id: r.id, x: r.x, y: r.y });
      }
    } catch (e) {
      issues.push({ path: 'rack.type', reason: (e as Error).message.replace(/^rack\.type: /, '') });
    }
  }
  if (balls.length === 0) issues.push({ path: 'balls', reason: 'the scenario needs at least one ball (balls and/or rack)' });
  issues.push(...overlapIssues(balls, R, s.balls.length));
  issues.push(...pocketBallIssues(balls, table, R, s.balls.length));
  const strokes: Array<{ ball: string; stroke: CueStroke }> = [];
  if (s.shot) {
    const list: ScenarioStroke[] = Array.isArray(s.shot) ? s.shot : [s.shot];
    if (Array.isArray(s.shot) && s.game !== 'lag') issues.push({ path: 'shot', reason: 'a list of two strokes is for the lag ("game": "lag")' });
    list.forEach((st, k) => {
      const at = Array.isArray(s.shot) ? `shot[${k}]` : 'shot';
      const ballId = st.ball ?? 'cue';
      const cue = balls.find((b) => b.id === ballId);
      if (!cue || cue.pocket) {
        issues.push({ path: `${at}${st.ball ? '.ball' : ''}`, reason: `the stroke needs ball "${ballId}" on the table` });
        return;
      }
      const aims = [st.aimDeg !== undefined, st.aimAt !== undefined, st.aimPoint !== undefined].filter(Boolean).length;
      if (aims !== 1) {
        issues.push({ path: at, reason: `give exactly one of aimDeg, aimAt, aimPoint (got ${aims})` });
        return;
      }
      let dir: [number, number];
      if (st.aimDeg !== undefined) {
        const [sn, cs] = sinCosDeg(st.aimDeg);
        dir = [cs, sn];
      } else {
        let tx: number, ty: number;
        if (st.aimAt !== undefined) {
          const target = balls.find((b) => b.id === st.aimAt);
          if (!target || target.pocket || st.aimAt === ballId) {
            issues.push({ path: `${at}.aimAt`, reason: `"${st.aimAt}" is not another ball on the table` });
            return;
          }
          tx = target.x;
          ty = target.y;
        } else {
          [tx, ty] = st.aimPoint as [number, number];
        }
        const dx = tx - cue.x,
          dy = ty - cue.y;
        const len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-9) {
          issues.push({ path: `${at}.${st.aimAt !== undefined ? 'aimAt' : 'aimPoint'}`, reason: 'the aim point is the cue ball centre itself' });
          return;
        }
        dir = [dx / len, dy / len];
      }
      {
        // The stick between its tip and the bridge must clear the other balls and the rails.
        const others = balls.filter((b) => b.id !== ballId && !b.pocket);
        const cl = stickClearance(
          params,
          table.spec,
          { dir, cueSpeed: st.cueSpeed, tip: st.tip, elevationDeg: st.elevationDeg },
          [cue.x, cue.y],
          others,
        );
        if (cl.blockedBy) {
          const raise =
            cl.minElevationDeg === null
              ? 'no elevation up to 90 degrees clears it'
              : `the cue must be raised to at least ${cl.minElevationDeg} degrees`;
          issues.push({
            path: `${at}.elevationDeg`,
            reason: `the stick would pass through ${cl.blockedBy} between the tip and the bridge at ${st.elevationDeg} degrees; ${raise}`,
          });
        }
      }
      // Past the miscue limit the strike is a miscue (an event), never a refusal; past MAX_TIP_OFFSET_R the tip misses.
      const off = Math.sqrt(st.tip.side * st.tip.side + st.tip.height * st.tip.height);
      if (off > MAX_TIP_OFFSET_R) {
        issues.push({
          path: `${at}.tip`,
          reason: `tip offset ${off.toFixed(3)} R misses the ball (at most ${MAX_TIP_OFFSET_R} R; the miscue limit is ${miscueLimit(params).toFixed(3)} R)`,
        });
      }
      if (st.pushS !== undefined && st.elevationDeg !== 0) {
        issues.push({ path: `${at}.pushS`, reason: `a shove is played with a level cue; elevationDeg is ${st.elevationDeg}` });
      }
      strokes.push({
        ball: ballId,
        stroke: {
          dir,
          cueSpeed: st.cueSpeed,
          tip: st.tip,
          elevationDeg: st.elevationDeg,
          ...(st.followThroughM !== undefined ? { followThroughM: st.followThroughM } : {}),
          ...(st.pushS !== undefined ? { pushS: st.pushS } : {}),
        },
      });
    });
  }
  issues.push(...consistencyIssues(s, balls));
  if (issues.length > 0) throw new ScenarioError(issues);
  return { table, params, balls, strokes, lamp: s.lamp, pockets: s.pockets };
}

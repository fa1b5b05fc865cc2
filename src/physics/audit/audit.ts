/**
 * Checks of a ShotRecord that no correct simulation can fail (robustness tests and the fuzz):
 * non-finite numbers, a ball through a cushion or off the slate, two balls overlapping beyond
 * OVERLAP_LIMIT_M, energy gained between events (other than from the stick), a ball not at rest.
 * The record is examined at every event instant and half way between events; between events
 * the motion is closed-form and contacts are exact, so nothing can happen unseen.
 */
import type { TableGeometry } from '../../table/geometry.ts';
import { totalEnergy } from '../laws/energy.ts';
import type { PhysicsParams } from '../params.ts';
import { pileProblems, worldProblems, type PocketKind } from './audit-world.ts';
import { placementProblem } from '../placement.ts';
import type { ShotRecord } from '../record/shot-record.ts';
import { sampleAll } from '../record/trajectory.ts';

/** Largest overlap of two balls, or of a ball and the rubber, the audit accepts, m (0.01 mm). */
export const OVERLAP_LIMIT_M = 1e-5;
/**
 * Largest overlap of two balls within a cluster's compliant window, m: Hertz's compression at the
 * fastest break (0.86 mm at 10.7 m/s, about 1.1 mm at 15 m/s) with room to spare.
 */
export const COMPLIANT_OVERLAP_LIMIT_M = 2e-3;
/** Energy may rise by this much between checks (rounding), J. */
export const ENERGY_TOLERANCE_J = 1e-9;

export type ProblemKind = 'non-finite' | 'through-cushion' | 'off-slate' | 'overlap' | 'energy-gained' | 'not-at-rest';

export interface Problem {
  readonly kind: ProblemKind;
  readonly t: number;
  readonly detail: string;
}

/**
 * Instants at which the stick gives a ball energy after the strike (its follow-through meeting a
 * ball: a new tip contact, a longer one, or another ball), read from the stick's own path, where
 * every impulse starts a segment.
 */
export function stickInputTimes(record: ShotRecord): Set<number> {
  const out = new Set<number>();
  for (const sk of record.trajectory.sticks ?? []) for (const seg of sk.segments) if (seg.t > 0) out.add(seg.t);
  return out;
}

/**
 * Signed gap between a ball at (x, y, z) and the nearest cushion nose edge (the nose line at nose
 * height along each straight cushion), m: distance minus R; only edges the ball is in front of.
 */
function noseEdgeGap(table: TableGeometry, x: number, y: number, z: number, R: number): number {
  let best = Infinity;
  const dzn = z - table.spec.cushionNoseHeightM;
  for (const e of table.elements) {
    if (e.kind !== 'segment') continue;
    const ux = e.b[0] - e.a[0],
      uy = e.b[1] - e.a[1];
    const len = Math.sqrt(ux * ux + uy * uy);
    const along = ((x - e.a[0]) * ux + (y - e.a[1]) * uy) / len;
    if (along < 0 || along > len) continue;
    const g = (x - e.a[0]) * e.normal[0] + (y - e.a[1]) * e.normal[1];
    if (g < 0) continue;
    best = Math.min(best, Math.sqrt(g * g + dzn * dzn) - R);
  }
  return best;
}

export function auditRecord(record: ShotRecord, table: TableGeometry, p: PhysicsParams, pockets: PocketKind = 'bucket'): Problem[] {
  const R = p.ballRadiusM;
  const railLevel = table.spec.cushionNoseHeightM + R;
  const problems: Problem[] = [];
  const inputs = stickInputTimes(record);
  // A shove gives the ball energy all the time it lasts (the stick drives it against the cloth's friction).
  const pushUntil = Math.max(0, ...(record.trajectory.sticks ?? []).map((sk) => sk.pushUntil ?? 0));
  const checks: Array<{ t: number; input: boolean }> = [{ t: 0, input: false }];
  let last = 0;
  for (const e of record.events) {
    if (e.t !== last) {
      const mid = 0.5 * (last + e.t);
      checks.push({ t: mid, input: mid <= pushUntil }, { t: e.t, input: inputs.has(e.t) || e.t <= pushUntil });
      last = e.t;
    }
  }
  // Stick impulses without an event of their own (a tip contact that only lasted longer).
  for (const t of inputs) if (!checks.some((c) => c.t === t)) checks.push({ t, input: true });
  // A ball coming back out of a pocket's 3-D world brings its energy onto the bed (the world's own
  // motion is checked by worldProblems).
  for (const e of record.events) if (e.type === 'pocket-return') for (const c of checks) if (c.t === e.t) c.input = true;
  checks.sort((a, b) => a.t - b.t);
  let prevE = Infinity;
  for (const { t, input } of checks) {
    const balls = sampleAll(record, t).filter((b) => b.mode !== 'pocketed' && b.mode !== 'off-table' && b.mode !== 'tumbling');
    for (const b of balls) {
      if (![...b.r, ...b.v, ...b.w].every(Number.isFinite)) {
        problems.push({ kind: 'non-finite', t, detail: `ball ${b.id}` });
        continue;
      }
      const z = b.r[2];
      if (z === R) {
        const where = placementProblem(table, p, b.r[0], b.r[1], OVERLAP_LIMIT_M);
        if (where && !/pocket hole/.test(where)) problems.push({ kind: 'through-cushion', t, detail: `ball ${b.id} ${where}` });
      } else if (z < railLevel) {
        // Low in the air over the bed: no nearer than R to a nose edge (the line at nose height).
        const edge = noseEdgeGap(table, b.r[0], b.r[1], z, R);
        if (edge < -OVERLAP_LIMIT_M)
          problems.push({ kind: 'through-cushion', t, detail: `ball ${b.id} ${(-edge * 1000).toFixed(4)} mm into a nose edge at z = ${z}` });
      }
      // On the cloth, on a rail top, or in the air above the slate.
      const onSurface = z === R || z === railLevel;
      if (b.mode === 'airborne' ? z < R - OVERLAP_LIMIT_M : !onSurface)
        problems.push({ kind: 'off-slate', t, detail: `ball ${b.id} (${b.mode}) at z = ${z}` });
    }
    for (let i = 0; i < balls.length; i++) {
      for (let j = i + 1; j < balls.length; j++) {
        const a = balls[i]!,
          c = balls[j]!;
        const dx = a.r[0] - c.r[0],
          dy = a.r[1] - c.r[1],
          dz = a.r[2] - c.r[2];
        const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (d < 2 * R - (a.compliant && c.compliant ? COMPLIANT_OVERLAP_LIMIT_M : OVERLAP_LIMIT_M))
          problems.push({ kind: 'overlap', t, detail: `balls ${a.id} and ${c.id} overlap by ${((2 * R - d) * 1000).toFixed(4)} mm` });
      }
    }
    const e = totalEnergy(p, balls);
    // Within a compliant window part of the energy is in the contacts' compression, not in the
    // motion: it is compared again after the window, with what the window began with.
    const compliant = balls.some((b) => b.compliant);
    if (!Number.isFinite(e)) problems.push({ kind: 'non-finite', t, detail: 'energy' });
    else if (!input && e > prevE + ENERGY_TOLERANCE_J) problems.push({ kind: 'energy-gained', t, detail: `${prevE} J -> ${e} J` });
    // An input (the stick's tip) at an instant a window is open, say the instant its ball meets a
    // third and the window opens, brings energy the window's own start does not hold: the next check
    // clear of a window is the reference again.
    if (!compliant) prevE = e;
    else if (input) prevE = Infinity;
  }
  problems.push(...worldProblems(record, table, p, pockets), ...pileProblems(record, p.ballRadiusM));
  for (const f of record.final.balls) {
    if (f.state !== 'stationary' && f.state !== 'pocketed' && f.state !== 'off-table')
      problems.push({ kind: 'not-at-rest', t: record.trajectory.endT, detail: `ball ${f.id} ${f.state}` });
  }
  return problems;
}

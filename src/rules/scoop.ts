/**
 * G25, the illegal scoop ("nesprávne podvihnutie bielej"): scooping the cue ball over an obstacle
 * by hitting it below centre is a foul when deliberate; an accidental hop is not (rules matrix
 * G25, D13). What the stroke did is in the record: the tip below centre, a cue lower than a jump
 * stroke's, and the cue ball in the air over another ball before its first contact. The intent is
 * what the shooter made known, declared (`scoop-intended`, by the shooter). Both together are the
 * foul; the hop alone is ruled legal and said so; a declared intent without the hop is no foul either.
 */
import { type CueTipContactEvent, sampleBall, type ShotRecord } from '../physics/index.ts';
import { NOTES } from '../i18n/rulings.ts';
import type { Bilingual } from '../i18n/glossary.ts';
import { foul } from './general-fouls.ts';
import { CUE, type StrokeFacts } from './stroke-facts.ts';
import { JUMP_STROKE_MIN_ELEVATION_DEG, SCOOP_MAX_TIP_HEIGHT_R } from './thresholds.ts';
import type { Declaration, Foul } from './types.ts';

/** Samples of the cue ball's flight per second when looking for the ball it passes over (1 ms: a ball diameter at 57 m/s). */
const FLIGHT_SAMPLES_PER_S = 1000;

/** The cue ball's hop over a ball from a scoop stroke: the ball it passed over and when the hop began (its `airborne` event), or null. */
export function scoopHop(record: ShotRecord, facts: StrokeFacts): { readonly over: string; readonly t: number } | null {
  const strike = facts.events.find((e): e is CueTipContactEvent => e.type === 'cue-tip-contact' && e.count === 1);
  if (!strike || strike.tip.height >= SCOOP_MAX_TIP_HEIGHT_R || (strike.elevationDeg ?? 0) >= JUMP_STROKE_MIN_ELEVATION_DEG) return null;
  const until = facts.firstHitT ?? record.trajectory.endT;
  const cue = record.trajectory.balls.find((b) => b.id === CUE);
  if (!cue) return null;
  const R = record.trajectory.ballRadius;
  for (const up of facts.events) {
    if (up.type !== 'airborne' || up.balls[0] !== CUE || up.t >= until) continue;
    const down = facts.events.find((e) => e.type === 'landed' && e.balls[0] === CUE && e.t > up.t);
    const end = Math.min(down ? down.t : until, until);
    const n = Math.ceil((end - up.t) * FLIGHT_SAMPLES_PER_S);
    for (let k = 1; k < n; k++) {
      const t = up.t + ((end - up.t) * k) / n;
      const c = sampleBall(record, cue, t);
      if (!c) continue;
      for (const other of record.trajectory.balls) {
        // Over a ball: the cue ball's centre above its footprint (within R of its centre, seen from above), and not on it (no contact).
        if (other.id === CUE || !facts.onTable.has(other.id) || facts.firstHits.includes(other.id)) continue;
        const o = sampleBall(record, other, t);
        if (o && o.mode !== 'pocketed' && o.mode !== 'off-table' && Math.hypot(c.r[0] - o.r[0], c.r[1] - o.r[1]) < R && c.r[2] > o.r[2])
          return { over: other.id, t: up.t };
      }
    }
  }
  return null;
}

/** G25: the foul when the hop and the declared intent meet; otherwise what the referee tells the players, if anything. */
export function scoopRuling(declared: readonly Declaration[], record: ShotRecord, facts: StrokeFacts): { fouls: Foul[]; note: Bilingual | null } {
  const intended = declared.some((d) => d.type === 'scoop-intended');
  const hop = scoopHop(record, facts);
  if (hop && intended) return { fouls: [foul('scoop-jump', hop.t, { ball: hop.over })], note: null };
  if (hop) return { fouls: [], note: NOTES.scoopAccidental(hop.over) };
  return { fouls: [], note: intended ? NOTES.scoopWithoutHop : null };
}

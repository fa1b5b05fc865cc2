/**
 * What of a scenario the practice table carries: the page plays balls placed at
 * rest on a bucket-pocket table under the seeds' rules, with no lamp, and its one shove. A link or a
 * file that says more is still put on the table, but the message names every part left behind, so
 * nothing is lost silently ("Loaded" never hides a dropped velocity or a push turned into a strike).
 */
import type { Scenario } from '../scenario/schema.ts';
import { SHOVE_S } from './practice-state.ts';

/** Highest centre above the bed the page still takes as a ball on the cloth, m (the loader's own tolerance). */
const ON_CLOTH_TOLERANCE_M = 1e-6;

/** The fields of `s` the practice table does not play, each as `path (value)`; empty when it carries all. */
export function notCarried(s: Scenario, ballRadiusM: number): string[] {
  const out: string[] = [];
  s.balls.forEach((b, i) => {
    if (b.v?.some((c) => c !== 0)) out.push(`balls[${i}].v`);
    if (b.w?.some((c) => c !== 0)) out.push(`balls[${i}].w`);
    if (!b.pocket && b.z !== undefined && b.z > ballRadiusM + ON_CLOTH_TOLERANCE_M) out.push(`balls[${i}].z`);
  });
  if (s.pockets !== 'bucket') out.push(`pockets (${s.pockets})`);
  if (s.rules !== 'seeds') out.push(`rules (${s.rules})`);
  if (s.lamp) out.push('lamp');
  const strokes = s.shot === undefined ? [] : Array.isArray(s.shot) ? s.shot : [s.shot];
  if (strokes.length > 1) out.push("shot[1] (the lag's second stroke)");
  const st = strokes[0];
  if (st?.pushS !== undefined && st.pushS !== SHOVE_S) out.push(`shot.pushS (${st.pushS} s; the page's shove is ${SHOVE_S} s)`);
  if (st?.followThroughM !== undefined) out.push('shot.followThroughM');
  if (s.declared.length > 0) out.push('declared');
  return out;
}

/**
 * The simple baseline the advisor is measured against: the easiest pot, with no thought
 * of position. Among the direct pots of the legal targets, the one with the best geometric chance
 * (geometry.ts potChance) at the base speed with a centre hit, aimed through the engine like the
 * advisor's (so that throw does not count against it); with ball in hand, the place with the
 * easiest pot; with no pot at all, a soft full hit on the target.
 */
import { atan2, exp } from '../math/trig.ts';
import type { Vec2 } from '../math/vec2.ts';
import { legalTargets } from '../rules/index.ts';
import type { Advice, Suggestion } from './advise.ts';
import { cueFor, placesFor } from './advise.ts';
import { candidates, type Candidate } from './candidates.ts';
import { cleared, refine, strokeOf, type Situation } from './evaluate.ts';
import { potChance } from './geometry.ts';

export function easiestPot(s: Situation): Advice {
  const onTable = s.balls.filter((b) => !b.pocket);
  const targets = legalTargets(s.state, onTable, s.table, s.options);
  const cue: Vec2 = s.state.ballInHand === 'none' ? cueFor(onTable) : (placesFor(s, onTable, targets)[0] ?? cueFor(onTable));
  const others = onTable.filter((b) => b.id !== 'cue');
  const all = candidates(s.table, s.params.ballRadiusM, cue, others, targets, false)
    .map((c) => cleared(s, c, cue))
    .filter((c): c is Candidate => c !== null);
  const sigma = (s.noise.aimDeg * Math.PI) / 180;
  const chance = (c: Candidate) => potChance(c.d1, c.d2, c.cosCut, s.params.ballRadiusM, sigma, c.tolerance, exp);
  const pots = all.filter((c) => c.kind === 'direct' && c.tip.height === 0 && c.cueSpeed === baseSpeed(all, c));
  pots.sort((a, b) => chance(b) - chance(a));
  const safety = all.find((c) => c.kind === 'safety');
  let pick: Candidate | undefined = pots[0];
  let sims = 0;
  if (pick) {
    const r = refine(s, pick, cue, 3);
    pick = r.candidate;
    sims = r.sims;
  } else pick = safety;
  if (!pick) return { suggestions: [], simulations: 0, candidates: all.length };
  const st = strokeOf(pick);
  const one: Suggestion = {
    kind: pick.kind,
    target: pick.target,
    pot: pick.pot,
    cue,
    shot: { aimDeg: (atan2(st.dir[1], st.dir[0]) * 180) / Math.PI, cueSpeed: st.cueSpeed, tip: { ...st.tip }, elevationDeg: st.elevationDeg },
    chance: pick.pot ? chance(pick) : 0,
    foulChance: 0,
    value: 0,
  };
  return { suggestions: [one], simulations: sims, candidates: all.length };
}

/** The first (base) speed of the candidate's pot: candidates come in groups of speed variants, the base first. */
function baseSpeed(all: readonly Candidate[], c: Candidate): number {
  const first = all.find((o) => o.kind === c.kind && o.pot?.pocket === c.pot?.pocket && o.target === c.target);
  return first ? first.cueSpeed : c.cueSpeed;
}

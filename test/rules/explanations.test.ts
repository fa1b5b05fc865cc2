/**
 * The explanation says what the ruling does: it is built from the enforced
 * penalty, the score change, the options and the next state, so it cannot contradict them. A
 * property over every library stroke, each ruled again under random game states (fouls in a row,
 * warnings, ball in hand, safety, phase), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { SEEDS_RULES, WPA_RULES } from '../../src/rules/options.ts';
import type { GameState, Ruling } from '../../src/rules/types.ts';
import { prepareLayout } from '../../src/scenario/load.ts';
import { gameState, runScenario } from '../../src/scenario/run.ts';
import { seededRandom } from '../../src/ui/training-exam.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

/** The choices that replace "who plays next": the text must offer them, never "plays the balls as they lie". */
const CHOICES = ['accept-table', 're-rack-fifteen', 'pass-back'];

function contradictions(r: Ruling, game: string): string[] {
  const out: string[] = [];
  const en = r.explanation.en,
    sk = r.explanation.sk;
  if ((r.lossOfGame !== null) !== /loses the game|loss of (the )?game/.test(en)) out.push(`loss of game ${r.lossOfGame} vs "${en}"`);
  if ((r.lossOfGame !== null) !== /prehráva hru|prehr[au] hry/.test(sk)) out.push(`loss of game ${r.lossOfGame} vs "${sk}"`);
  if (r.next.options.some((o) => CHOICES.includes(o))) {
    if (/plays the balls as they lie/.test(en)) out.push(`options ${r.next.options} vs "${en}"`);
    if (!/chooses|may instead|re-racked/.test(en)) out.push(`options ${r.next.options} not offered in "${en}"`);
  }
  if (game === 'straight-pool') {
    for (const p of ['A', 'B'] as const) {
      const d = r.scoreDelta[p];
      if (d !== 0 && !en.includes(`Player ${p}: ${d > 0 ? '+' : '−'}${Math.abs(d)} point`)) out.push(`score ${p} ${d} vs "${en}"`);
    }
  } else if (/points?\b/.test(en) && !/point of|pointing/.test(en)) out.push(`points outside 14.1: "${en}"`);
  // T1.9 and T2.28 are headed by their rule's title: the seeds punish them by the game, not as a foul.
  if (
    r.enforced &&
    !/Foul \(|Assistance during the match \(T1\.9\)|Unsportsmanlike conduct \(T2\.28\)/.test(en) &&
    !/loses the lag|stands on the head string/.test(en)
  )
    out.push(`foul ${r.enforced.code} not named in "${en}"`);
  return out;
}

describe('explanations agree with their rulings', () => {
  it('every library stroke, ruled under random game states, in both languages', () => {
    const random = seededRandom(18);
    const bad: string[] = [];
    let rulings = 0;
    for (const s of trainingScenarios()) {
      const o = runScenario(s);
      const layout = prepareLayout(s);
      const base = gameState(s);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
      for (let k = 0; k < 6; k++) {
        // The fourth to sixth states rule the same stroke under each game in turn (a lag stays a lag).
        const game = k >= 3 && s.game !== 'lag' ? ((['nine-ball', 'eight-ball', 'straight-pool'] as const)[k - 3] as GameState['game']) : base.game;
        const state: GameState =
          k === 0
            ? base
            : {
                ...base,
                game,
                ...(game !== base.game ? { groups: null, call: undefined, phase: 'normal' as const } : {}),
                foulsInRow: { A: pick([0, 1, 2]), B: pick([0, 1, 2]) },
                warned: { A: random() < 0.5, B: random() < 0.5 },
                safety: s.game === 'straight-pool' || s.game === 'eight-ball' ? random() < 0.3 : false,
              };
        const r = adjudicate({
          state,
          record: o.record,
          declared: s.declared,
          table: layout.table,
          options: s.rules === 'wpa' ? WPA_RULES : SEEDS_RULES,
        });
        rulings++;
        for (const c of contradictions(r, state.game)) bad.push(`${s.name} [${k}, ${state.game}]: ${c}`);
      }
    }
    expect(bad).toEqual([]);
    expect(rulings).toBeGreaterThan(600);
  });
});

/**
 * The table a scenario's stroke leaves, as the next scenario (the layout carries the
 * balls lying in pockets): the balls on the table where they stopped or where the ruling respots
 * them, the balls in pockets with their pocket and where they lie in it (so a pocket fills up over
 * a rack), and the game state the ruling leaves (rules/game-flow.ts afterStroke). It has no stroke:
 * the next player's is added to it. A pocket's balls are listed lowest first, each where it lies. `npm run sim -- run <file> --next <next.json>` writes it.
 */
import type { ShotRecord } from '../physics/index.ts';
import { afterChoice, afterStroke, type Ruling } from '../rules/index.ts';
import { prepareLayout } from './load.ts';
import { gameState } from './run.ts';
import type { Scenario, ScenarioInput } from './schema.ts';

/**
 * `choice`: one of the ruling's options, the next player's choice of how play goes on (a push-out
 * passed back, a re-break...); without it, or with the first option, the standard continuation.
 */
export function nextScenario(scenario: Scenario, record: ShotRecord, ruling: Ruling, choice?: string): ScenarioInput {
  const layout = prepareLayout(scenario);
  const before = { balls: layout.balls.filter((b) => !b.pocket), state: gameState(scenario) };
  const seed = scenario.rack?.seed ?? 0;
  const next =
    choice === undefined
      ? afterStroke(layout.table, layout.params, before, record, ruling, seed + 1)
      : afterChoice(layout.table, layout.params, before, record, ruling, seed + 1, choice);
  const st = next.state;
  return {
    format: 'pool-scenario/1',
    // One " (next)" however many strokes a game takes (a name is at most 200 characters).
    name: `${scenario.name.replace(/( \(next\))+$/, '')} (next)`,
    table: scenario.table,
    pockets: scenario.pockets,
    lamp: scenario.lamp,
    game: scenario.game,
    rules: scenario.rules,
    balls: [
      ...next.balls.map((b) => ({ id: b.id as Scenario['balls'][number]['id'], x: b.x, y: b.y })),
      // Where each lies in its pocket (a bucket's pile); a ball-return table gives the pocket
      // alone. Lowest first, the order the pile was built in.
      ...[...(next.inPockets ?? [])]
        .sort((p, q) => (p.z ?? 0) - (q.z ?? 0))
        .map((b) => ({
          id: b.id as Scenario['balls'][number]['id'],
          pocket: b.pocket,
          ...(scenario.pockets === 'bucket' && b.z !== undefined ? { x: b.x, y: b.y, z: b.z } : {}),
        })),
    ],
    // The shot clock is not carried: it restarts for the next stroke and its extensions are per player.
    state: {
      shooter: st.shooter,
      ballInHand: st.ballInHand,
      phase: st.phase,
      foulsInRow: { A: st.foulsInRow.A, B: st.foulsInRow.B },
      warned: { A: st.warned.A, B: st.warned.B },
      groups: st.groups ? { A: st.groups.A, B: st.groups.B } : null,
      score: { A: st.score.A, B: st.score.B },
      ...(st.target !== undefined ? { target: st.target } : {}),
    },
  };
}

/**
 * One path from a stroke to its ruling (play-stroke.ts): the same strokes, played through each caller
 * of the engine (a scenario file, a match, the page outside a match, the advisor), are ruled alike;
 * and no file outside the rules and play-stroke.ts rules a stroke on its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strikeAndRule, type Situation } from '../../src/advisor/evaluate.ts';
import { NOISE } from '../../src/advisor/noise.ts';
import { SEEDS_RULES } from '../../src/rules/options.ts';
import type { GameType } from '../../src/rules/types.ts';
import { parseScenarioText, prepareLayout } from '../../src/scenario/load.ts';
import { chooseFirstBreak, openMatch, playLag, playPosition, LAG_SPEED_MPS, type MatchSession } from '../../src/scenario/match-session.ts';
import { handHolds, playStroke } from '../../src/scenario/play-stroke.ts';
import { gameState, runScenario } from '../../src/scenario/run.ts';
import type { ScenarioInput } from '../../src/scenario/schema.ts';
import { playAtTable } from '../../src/ui/practice-actions.ts';

function list(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : []));
}

/** Library strokes every caller can play: one cue stroke in a game, Seeds rules, bucket pockets, no lamp, clock or declarations. */
const CASES = list('test/scenarios').flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const scenario = parseScenarioText(text);
  const layout = prepareLayout(scenario);
  const plain =
    scenario.game !== 'practice' &&
    scenario.game !== 'lag' &&
    layout.strokes.length === 1 &&
    layout.strokes[0]?.ball === 'cue' &&
    scenario.declared.length === 0 &&
    scenario.rules !== 'wpa' &&
    layout.pockets === 'bucket' &&
    !layout.lamp &&
    scenario.state.clock === undefined;
  return plain ? [{ file, input: JSON.parse(text) as ScenarioInput, scenario, layout }] : [];
});

type MatchGame = Exclude<GameType, 'practice' | 'lag'>;
/** A match of `game` past its lag, in its first game: the position its strokes are played from. */
function matchInGame(game: MatchGame): MatchSession {
  const s = openMatch({ game, raceTo: 2, breakOrder: 'winner', shotClock: null }, { A: 'Ana', B: 'Boris' }, '9ft', 11);
  const lag = playLag(s, { A: { aimDeg: 0, cueSpeed: LAG_SPEED_MPS }, B: { aimDeg: 0, cueSpeed: 1.3 } });
  return chooseFirstBreak(lag.session, 'A');
}

describe('playStroke: one path from a stroke to its ruling', () => {
  it('the library holds strokes of each game for the comparison', () => {
    const games = new Set(CASES.map((c) => c.scenario.game));
    expect([...games].sort()).toEqual(['eight-ball', 'nine-ball', 'straight-pool']);
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  const matches = new Map<MatchGame, MatchSession>();
  for (const c of CASES) {
    it(`${c.file}: the scenario runner, a match, the page and the advisor rule it alike`, () => {
      const { scenario, layout } = c;
      const expected = runScenario(scenario).result.ruling;
      const state = gameState(scenario);
      const stroke = layout.strokes[0]?.stroke;
      if (!stroke) throw new Error('the case has its stroke');
      const game = scenario.game as MatchGame;
      const session = matches.get(game) ?? matchInGame(game);
      matches.set(game, session);
      expect(playPosition(session, c.input).ruling).toEqual(expected);
      expect(playAtTable(layout.table, layout.params, layout.balls, state, stroke).ruling).toEqual(expected);
      // The advisor calls its shot (or a safety) in a game that calls shots: compared where the scenario's state has that call.
      const calls = scenario.game !== 'nine-ball';
      if (!calls || state.call || state.safety) {
        const situation: Situation = {
          table: layout.table,
          params: layout.params,
          balls: layout.balls,
          state,
          options: SEEDS_RULES,
          pockets: 'bucket',
          noise: NOISE.professional,
        };
        const cue = layout.balls.find((b) => b.id === 'cue');
        if (!cue) throw new Error('the case has its cue ball');
        expect(strikeAndRule(situation, { pot: state.safety ? null : (state.call ?? null) }, [cue.x, cue.y], stroke).ruling).toEqual(expected);
      }
    });
  }

  it('a declared touch of a moving ball holds it, whoever plays the stroke (G34)', () => {
    expect(handHolds([{ type: 'ball-touched', by: 'A', ball: '3', t: 0.5 }])).toEqual([{ ball: '3', t: 0.5 }]);
    expect(handHolds([{ type: 'ball-touched', by: 'A', ball: '3', t: 0.5, effect: 'touched' }])).toEqual([]);
    expect(handHolds([{ type: 'ball-touched', by: 'A', ball: '3' }])).toEqual([]);
  });

  it('the next table is the game flow after the ruling, with the choice made', () => {
    const c = CASES.find((k) => k.file.endsWith('nine-ball-push-out.json')) ?? CASES[0];
    if (!c) throw new Error('the library has cases');
    const played = playStroke({
      table: c.layout.table,
      params: c.layout.params,
      balls: c.layout.balls,
      strokes: c.layout.strokes,
      state: gameState(c.scenario),
    });
    expect(played.next(1).state.shooter).toBe(played.ruling.next.shooter);
    const [first] = played.ruling.next.options;
    if (first !== undefined) expect(played.next(1, first)).toEqual(played.next(1));
  });

  it('no file outside the rules and play-stroke.ts rules a stroke itself (adjudicate)', () => {
    const ts = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? ts(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : []));
    const outside = ts('src').filter((f) => !f.startsWith(join('src', 'rules')) && f !== join('src', 'scenario', 'play-stroke.ts'));
    expect(outside.filter((f) => /\badjudicate\(/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});

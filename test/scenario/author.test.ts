/** A stroke saved as a scenario runs again through the runner with the same ruling. */
import { describe, expect, it } from 'vitest';
import { sinCosDeg } from '../../src/math/trig.ts';
import { DEFAULT_PARAMS } from '../../src/physics/params.ts';
import { simulate } from '../../src/physics/simulate.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { defaultState } from '../../src/rules/types.ts';
import { scenarioFromStroke } from '../../src/scenario/author.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { tableGeometry } from '../../src/table/index.ts';

describe('authoring', () => {
  it('a stroke saved in a game keeps the balls lying in the pockets where they lie (issue 34, point 8)', () => {
    const table = tableGeometry('9ft');
    const balls = [
      { id: 'cue', x: 0, y: 0 },
      { id: '2', x: 0, y: 0.3 },
      { id: '9', x: 0.9, y: -0.3 },
    ];
    // The 1 and the 5 lie in the side-left pocket, where an earlier stroke left them.
    const before = simulate({
      table,
      params: DEFAULT_PARAMS,
      balls: [...balls, { id: '1', x: 0, y: 0, pocket: 'side-left' }, { id: '5', x: 0, y: 0, pocket: 'side-left' }],
    });
    const inPockets = before.final.balls
      .filter((f) => f.pocket)
      .map((f) => ({ id: f.id, x: f.x as number, y: f.y as number, z: f.z as number, pocket: f.pocket }));
    const stroke = { dir: [0, 1] as [number, number], cueSpeed: 2, tip: { side: 0, height: -0.2 }, elevationDeg: 0 };
    const state = defaultState('nine-ball');
    const record = simulate({ table, params: DEFAULT_PARAMS, balls: [...balls, ...inPockets], strokes: [{ ball: 'cue', stroke }] });
    const ruling = adjudicate({ state, record, table });
    const file = parseScenario(JSON.parse(JSON.stringify(scenarioFromStroke({ name: 'saved', balls, inPockets, state, stroke, ruling }))));
    expect(file.balls.filter((b) => b.pocket).map((b) => [b.id, b.pocket, b.z])).toEqual(inPockets.map((b) => [b.id, b.pocket, b.z]));
    const outcome = runScenario(file);
    expect(outcome.failures).toEqual([]);
    expect(outcome.result.ruling).toEqual(ruling);
  });
  it('a 9-ball stroke saved from play re-runs with the same ruling (its expect holds)', () => {
    const table = tableGeometry('9ft');
    const balls = [
      { id: 'cue', x: -0.6, y: 0.05 },
      { id: '1', x: 0.3, y: 0.1 },
      { id: '2', x: 0.2, y: -0.3 },
    ];
    const [s, c] = sinCosDeg(6.4);
    const stroke = { dir: [c, s] as [number, number], cueSpeed: 2.3, tip: { side: 0.1, height: -0.2 }, elevationDeg: 0 };
    const state = defaultState('nine-ball');
    const record = simulate({ table, params: DEFAULT_PARAMS, balls, strokes: [{ ball: 'cue', stroke }] });
    const ruling = adjudicate({ state, record, table });
    const file = scenarioFromStroke({ name: 'saved', balls, state, stroke, ruling });
    const outcome = runScenario(parseScenario(JSON.parse(JSON.stringify(file))));
    expect(outcome.failures).toEqual([]);
    expect(outcome.result.ruling).toEqual(ruling);
  });
});

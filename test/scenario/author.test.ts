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

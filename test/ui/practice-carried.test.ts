/**
 * A link or file that says more than the practice table plays is never "Loaded" in silence (issue
 * 30, point 5): each part left behind is named; what the page itself shares comes back whole.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../../src/physics/params.ts';
import { scenarioFromStroke } from '../../src/scenario/author.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { readShared, shareFragment } from '../../src/scenario/share.ts';
import { notCarried } from '../../src/ui/practice-carried.ts';
import { SHOVE_S } from '../../src/ui/practice-state.ts';
import { defaultState } from '../../src/rules/types.ts';

const R = DEFAULT_PARAMS.ballRadiusM;
const base = {
  format: 'pool-scenario/1',
  name: 't',
  game: 'nine-ball',
  balls: [
    { id: 'cue', x: -0.6, y: 0 },
    { id: '1', x: 0.3, y: 0 },
  ],
  shot: { aimAt: '1', cueSpeed: 2 },
};
const left = (extra: object) => notCarried(parseScenario({ ...base, ...extra }), R);

describe('what the practice table leaves out of a scenario, named', () => {
  it("a plain layout and stroke, and the page's own shove: nothing", () => {
    expect(left({})).toEqual([]);
    expect(left({ shot: { aimAt: '1', cueSpeed: 1, pushS: SHOVE_S } })).toEqual([]);
  });
  it('velocities, spins, a ball in the air, return pockets, WPA rules, the lamp, another push, follow-through, declared acts', () => {
    expect(
      left({
        balls: [
          { id: 'cue', x: -0.6, y: 0, v: [1, 0, 0] },
          { id: '1', x: 0.3, y: 0, w: [0, 0, 5] },
          { id: '2', x: 0.5, y: 0.2, z: 0.2 },
        ],
        pockets: 'return',
        rules: 'wpa',
        lamp: true,
        shot: { aimAt: '1', cueSpeed: 1, pushS: 0.2, followThroughM: 0.1 },
        declared: [{ type: 'disturbance', by: 'spectator' }],
      }),
    ).toEqual([
      'balls[0].v',
      'balls[1].w',
      'balls[2].z',
      'pockets (return)',
      'rules (wpa)',
      'lamp',
      `shot.pushS (0.2 s; the page's shove is ${SHOVE_S} s)`,
      'shot.followThroughM',
      'declared',
    ]);
  });
  it('a stroke the page shares (a shove from ball in hand, balls in pockets) comes back through the link with nothing left out', () => {
    const scenario = scenarioFromStroke({
      name: 'Shared layout',
      balls: [
        { id: 'cue', x: -0.7, y: 0.1 },
        { id: '3', x: 0.2, y: -0.1 },
      ],
      inPockets: [{ id: '1', x: 0, y: 0, pocket: 'foot-left' }],
      state: defaultState('nine-ball', { ballInHand: 'table', shooter: 'B' }),
      stroke: { dir: [1, 0], cueSpeed: 1.5, tip: { side: 0.1, height: -0.2 }, elevationDeg: 0, pushS: SHOVE_S },
    });
    const read = readShared(shareFragment(scenario));
    if (!read || 'error' in read) throw new Error(read ? read.error : 'no link');
    expect(notCarried(read.scenario, R)).toEqual([]);
    expect(read.scenario.shot).toMatchObject({ pushS: SHOVE_S, cueSpeed: 1.5, tip: { side: 0.1, height: -0.2 } });
    expect(read.scenario.state).toMatchObject({ ballInHand: 'table', shooter: 'B' });
    expect(read.scenario.balls).toContainEqual({ id: '1', pocket: 'foot-left' });
  });
});

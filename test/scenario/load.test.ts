/** Bad scenarios are refused before anything runs, naming the field and the reason (design.md, "Scripted shots"). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { parseScenario, parseScenarioText, prepareLayout } from '../../src/scenario/load.ts';
import { nextScenario } from '../../src/scenario/next.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { tableGeometry } from '../../src/table/geometry.ts';

const base = {
  format: 'pool-scenario/1',
  name: 't',
  balls: [
    { id: 'cue', x: -0.6, y: 0 },
    { id: '1', x: 0.635, y: 0 },
  ],
};
function issues(raw: unknown): string[] {
  try {
    parseScenario(raw);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map((i) => `${i.path}: ${i.reason}`);
    throw e;
  }
  return [];
}

describe('scenario validation', () => {
  it('accepts the design.md example shape with defaults filled in', () => {
    const s = parseScenario({ ...base, shot: { aimDeg: 0, cueSpeed: 2 } });
    expect(s.table).toBe('9ft');
    expect(s.state.shooter).toBe('A');
    expect(s.shot && !Array.isArray(s.shot) && s.shot.tip).toEqual({ side: 0, height: 0 });
  });
  it('ignores $comment anywhere', () => {
    expect(issues({ ...base, $comment: 'x', balls: [{ id: 'cue', x: -0.6, y: 0, $comment: 'y' }] })).toEqual([]);
  });
  it('refuses an unknown key', () => {
    expect(issues({ ...base, colour: 'red' })).toEqual(['colour: unknown key (not part of pool-scenario/1)']);
  });
  it('refuses a string where a number belongs', () => {
    expect(issues({ ...base, balls: [{ id: 'cue', x: 'abc', y: 0 }] })).toEqual(['balls[0].x: expected a number, got "abc"']);
  });
  it('refuses NaN and Infinity', () => {
    expect(issues({ ...base, balls: [{ id: 'cue', x: Number.NaN, y: 0 }] })[0]).toMatch(/^balls\[0\]\.x: /);
    expect(issues({ ...base, balls: [{ id: 'cue', x: Infinity, y: 0 }] })[0]).toMatch(/^balls\[0\]\.x: /);
  });
  it('refuses invalid JSON', () => {
    expect(() => parseScenarioText('{"format":')).toThrowError(/^\(file\): invalid JSON/);
  });
  it('refuses a duplicate ball id', () => {
    expect(issues({ ...base, balls: [...base.balls, { id: '1', x: 0, y: 0.3 }] })).toEqual(['balls[2].id: duplicate ball id "1" (also balls[1])']);
  });
  it('refuses balls overlapping by more than 1 micrometre, accepts touching balls', () => {
    const R = 0.028575;
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: 0, y: 0 },
          { id: '1', x: 2 * R - 2e-6, y: 0 },
        ],
      })[0],
    ).toMatch(/^balls\[1\]\.x: ball "1" overlaps ball "cue"/);
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: 0, y: 0 },
          { id: '1', x: 2 * R - 0.5e-6, y: 0 },
        ],
      }),
    ).toEqual([]);
  });
  it('refuses a ball outside the cushion noses', () => {
    expect(issues({ ...base, balls: [{ id: 'cue', x: 1.3, y: 0 }] })[0]).toMatch(/^balls\[0\]\.x: ball "cue" overlaps the foot cushion/);
    expect(issues({ ...base, balls: [{ id: 'cue', x: 0.5, y: 0.75 }] })[0]).toMatch(/^balls\[0\]\.x: ball "cue" is outside the cushion noses/);
  });
  it('refuses an unknown ball id', () => {
    expect(issues({ ...base, balls: [{ id: '16', x: 0, y: 0 }] })[0]).toMatch(/^balls\[0\]\.id: expected one of/);
  });
  it('refuses a shot without exactly one aim, a tip past the miscue limit; accepts an elevated stroke', () => {
    expect(issues({ ...base, shot: { cueSpeed: 2 } })).toEqual(['shot: give exactly one of aimDeg, aimAt, aimPoint (got 0)']);
    expect(issues({ ...base, shot: { aimDeg: 0, aimAt: '1', cueSpeed: 2 } })).toEqual(['shot: give exactly one of aimDeg, aimAt, aimPoint (got 2)']);
    expect(issues({ ...base, shot: { aimDeg: 0, cueSpeed: 2, tip: { side: 0.6, height: 0 } } })).toEqual([]); // a miscue, not a refusal
    expect(issues({ ...base, shot: { aimDeg: 0, cueSpeed: 2, tip: { side: 0.7, height: 0.6 } } })[0]).toMatch(
      /^shot\.tip: tip offset 0\.922 R misses the ball/,
    );
    expect(issues({ ...base, shot: { aimDeg: 0, cueSpeed: 2, elevationDeg: 30 } })).toEqual([]);
    expect(issues({ ...base, shot: { aimDeg: 0, cueSpeed: 2, elevationDeg: 91 } })[0]).toMatch(/^shot\.elevationDeg: /);
  });
  it('accepts a ball in the air; refuses one into the slate, one above the lamp, and overlaps in 3-D', () => {
    const R = 0.028575;
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: -0.5, y: 0, z: 0.1, v: [1, 0, 0.5] },
          { id: '1', x: 0.5, y: 0 },
        ],
      }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: -0.5, y: 0, z: R - 0.001 },
          { id: '1', x: 0.5, y: 0 },
        ],
      })[0],
    ).toMatch(/^balls\[0\]\.z: ball "cue" would be 1\.000 mm into the slate/);
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: -0.5, y: 0, z: 0.95 },
          { id: '1', x: 0.5, y: 0 },
        ],
      })[0],
    ).toMatch(/^balls\[0\]\.z: ball "cue" starts 0\.95 m up/);
    // A ball resting on top of another: their centres 2R apart vertically, no overlap.
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: 0.5, y: 0, z: 3 * R },
          { id: '1', x: 0.5, y: 0 },
        ],
      }),
    ).toEqual([]);
    expect(
      issues({
        ...base,
        balls: [
          { id: 'cue', x: 0.5, y: 0, z: 2.5 * R },
          { id: '1', x: 0.5, y: 0 },
        ],
      })[0],
    ).toMatch(/^balls\[1\]\.x: ball "1" overlaps ball "cue"/);
  });
  it('refuses a stroke whose stick would pass through a ball behind the cue ball, naming the elevation that clears', () => {
    const blocked = issues({
      format: 'pool-scenario/1',
      name: 'b',
      balls: [
        { id: 'cue', x: 0, y: 0 },
        { id: '1', x: 0.5, y: 0 },
        { id: '2', x: -0.1, y: 0.01 },
      ],
      shot: { aimAt: '1', cueSpeed: 2 },
    });
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toMatch(
      /^shot\.elevationDeg: the stick would pass through ball "2" between the tip and the bridge at 0 degrees; the cue must be raised to at least \d+(\.\d)? degrees/,
    );
    // A ball 0.3 m behind is past the bridge: the stroke stands.
    expect(
      issues({
        format: 'pool-scenario/1',
        name: 'b',
        balls: [
          { id: 'cue', x: 0, y: 0 },
          { id: '1', x: 0.5, y: 0 },
          { id: '2', x: -0.3, y: 0.01 },
        ],
        shot: { aimAt: '1', cueSpeed: 2 },
      }),
    ).toEqual([]);
  });
  it('refuses a level stroke from a ball frozen to the cushion behind it (the stick would pass through the rail)', () => {
    const dc = Math.sqrt(0.028575 ** 2 - (0.0362903 - 0.028575) ** 2);
    const r = issues({
      format: 'pool-scenario/1',
      name: 'r',
      balls: [
        { id: 'cue', x: -1.27 + dc + 0.001, y: 0 },
        { id: '1', x: 0.5, y: 0 },
      ],
      shot: { aimAt: '1', cueSpeed: 2 },
    });
    expect(r[0]).toMatch(/^shot\.elevationDeg: the stick would pass through the rail/);
  });
  it('aimAt points the stroke at the ball centre', () => {
    const s = parseScenario({ ...base, shot: { aimAt: '1', cueSpeed: 2 } });
    const layout = prepareLayout(s);
    expect(layout.strokes[0]!.stroke.dir).toEqual([1, 0]);
  });
  it('a rack fills in the balls not listed; a ball both listed and racked is not duplicated', () => {
    const s = parseScenario({
      format: 'pool-scenario/1',
      name: 'r',
      balls: [
        { id: 'cue', x: -0.635, y: 0 },
        { id: '9', x: 0, y: 0.3 },
      ],
      rack: { type: 'nine-ball' },
    });
    const ids = prepareLayout(s).balls.map((b) => b.id);
    expect(ids.filter((i) => i === '9')).toHaveLength(1);
    expect(ids).toHaveLength(10);
  });
});

describe('declared acts that need fields of their own (G25, G30)', () => {
  const layoutIssues = (declared: unknown[]): string[] => {
    try {
      prepareLayout(parseScenario({ ...base, shot: { aimDeg: 0, cueSpeed: 2 }, declared }));
    } catch (e) {
      if (e instanceof ScenarioError) return e.issues.map((i) => `${i.path}: ${i.reason}`);
      throw e;
    }
    return [];
  };
  it('a ball settling by itself (G30) needs the ball and the time', () => {
    expect(layoutIssues([{ type: 'ball-settled', by: 'referee', pocket: 'foot-left' }])).toEqual([
      'declared[0].ball: a ball settling by itself (G30) needs the ball',
      'declared[0].t: a ball settling by itself (G30) needs the time it moved, s from the strike',
    ]);
  });
  it('only a settling ball drops into a pocket; a scoop (G25) names no ball', () => {
    expect(layoutIssues([{ type: 'ball-touched', by: 'A', ball: '1', pocket: 'foot-left' }])).toEqual([
      'declared[0].pocket: only a ball settling by itself (ball-settled) drops into a pocket; not ball-touched',
    ]);
    expect(layoutIssues([{ type: 'scoop-intended', by: 'A', ball: '1' }])).toEqual([
      "declared[0].ball: a scoop (G25) is the cue ball's: name no ball",
    ]);
  });
  it("a foot off the floor (G12) and the shooter's other own acts name the shooter as who did them (issue 36, point 3)", () => {
    expect(layoutIssues([{ type: 'foot-off-floor', by: 'referee', t: 0 }])).toEqual([
      `declared[0].by: foot-off-floor is the shooter's own act (G12): expected "A", got "referee"`,
    ]);
    expect(layoutIssues([{ type: 'out-of-turn', by: 'B' }])).toEqual([
      `declared[0].by: out-of-turn is the shooter's own act (G40): expected "A", got "B"`,
    ]);
    expect(layoutIssues([{ type: 'foot-off-floor', by: 'A', t: 0 }])).toEqual([]);
  });
  it('a ball that is moving at the declared time cannot settle by itself then (the record is checked before the ruling)', () => {
    const s = parseScenario({
      ...base,
      shot: { aimAt: '1', cueSpeed: 2 },
      declared: [{ type: 'ball-settled', by: 'referee', ball: '1', t: 0.6, pocket: 'foot-left' }],
    });
    expect(() => runScenario(s)).toThrowError(
      /^declared\[0\]\.t: the 1 is not at rest on the bed at 0.6 s, so it cannot settle by itself then \(G30\)$/,
    );
  });
  it('what a hand did (G34, T2.18): only a touched ball has an effect, it needs the ball, and stopping or turning aside needs the time', () => {
    expect(layoutIssues([{ type: 'outside-interference', by: 'spectator', t: 0.4, effect: 'stopped' }])).toEqual([
      'declared[0].effect: only a hand that touched a ball (ball-touched) has an effect; not outside-interference',
    ]);
    expect(layoutIssues([{ type: 'ball-touched', by: 'spectator', effect: 'moved' }])).toEqual([
      'declared[0].ball: a ball moved by a hand (G34) needs the ball',
    ]);
    expect(layoutIssues([{ type: 'ball-touched', by: 'spectator', ball: '1', effect: 'deflected' }])).toEqual([
      'declared[0].t: a ball deflected by a hand (G34) needs the time, s from the strike',
    ]);
    expect(
      issues({ ...base, shot: { aimDeg: 0, cueSpeed: 2 }, declared: [{ type: 'ball-touched', by: 'spectator', ball: '1', effect: 'pushed' }] }),
    ).toEqual([expect.stringMatching(/^declared\[0\]\.effect: /)]);
    expect(layoutIssues([{ type: 'ball-touched', by: 'spectator', ball: '1', t: 0.7, effect: 'stopped' }])).toEqual([]);
  });
  it('a hand cannot stop a ball that has not moved yet (the record is checked before the ruling)', () => {
    const s = parseScenario({
      ...base,
      shot: { aimAt: '1', cueSpeed: 2 },
      declared: [{ type: 'ball-touched', by: 'spectator', ball: '1', t: 0.05, effect: 'stopped' }],
    });
    expect(() => runScenario(s)).toThrowError(
      /^declared\[0\]\.effect: the 1 has not moved by 0.05 s in the stroke, so a hand cannot have stopped it \(G34\)$/,
    );
  });
});

describe('balls lying in pockets (issue 29)', () => {
  // The centre of a ball resting on the foot-left bucket's floor (78 mm below the bed).
  const floorZ = 0.028575 - 0.078;
  const withIn = (...balls: unknown[]) => ({ ...base, balls: [...base.balls, ...balls] });
  /** The centre of the foot-left pocket's hole, in plan. */
  const hole = (): { x: number; y: number } => {
    const [x, y] = (tableGeometry('9ft').pockets.find((q) => q.id === 'foot-left') as { hole: { centre: readonly [number, number] } }).hole.centre;
    return { x, y };
  };
  it('a ball in a pocket takes x, y and z together (where it lies) or none; never v or w', () => {
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x: 1.2, y: 0.6 }))).toEqual([
      'balls[2]: a ball lying in a pocket takes x, y and z together (where it lies) or none (laid on the pile)',
    ]);
    expect(issues(withIn({ id: '2', pocket: 'foot-left', v: [1, 0, 0] }))).toEqual(['balls[2]: a ball lying in a pocket takes no v or w']);
  });
  it('where it lies must be inside its bucket: within the wall, on or above the floor, at most one ball above the bed', () => {
    const { x, y } = hole();
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ }))).toEqual([]);
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ - 0.005 }))[0]).toMatch(
      /^balls\[2\]\.z: ball "2" in pocket foot-left must lie between its floor/,
    );
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: 0.1 }))[0]).toMatch(/^balls\[2\]\.z: .* and one ball above the bed/);
    // The top of a pile may stand above the bed when it rests on the balls under it (a computer match left one so).
    const R = 0.028575;
    expect(issues(withIn({ id: '3', pocket: 'foot-left', x, y, z: floorZ }, { id: '2', pocket: 'foot-left', x, y, z: floorZ + 2 * R }))).toEqual([]);
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x: x - 0.1, y, z: floorZ }))[0]).toMatch(
      /^balls\[2\]\.x: ball "2" would be .* mm into the wall of pocket foot-left$/,
    );
    expect(issues({ ...withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ }), pockets: 'return' })[0]).toMatch(
      /^balls\[2\]\.z: a ball-return table keeps no ball/,
    );
  });
  it('G32: a ball jammed in the mouth (centre above the bed surface) lies in the pocket when its centre is over the hole, not in the bucket', () => {
    const { x, y } = hole();
    const r = (tableGeometry('9ft').pockets.find((q) => q.id === 'foot-left') as { hole: { radius: number } }).hole.radius;
    // Over the hole near its edge, held 1 mm below a resting ball's height: loads (the bucket's wall is not where it lies).
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x: x - (r - 0.005), y, z: 0.0275 }))).toEqual([]);
    // Beyond the hole's edge it is not in the pocket at all.
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x: x - (r + 0.01), y, z: 0.0275 }))[0]).toMatch(
      /^balls\[2\]\.x: ball "2" jammed in pocket foot-left \(z > 0\) must have its centre over the hole/,
    );
  });
  it("the table a stroke leaves with a ball jammed in a corner pocket's mouth loads as the next stroke (a computer match found it)", () => {
    const scenario = parseScenario(JSON.parse(readFileSync('test/scenario/fixtures/leaves-ball-jammed-in-mouth.json', 'utf8')));
    const run = runScenario(scenario);
    const jam = run.record.events.find((e) => e.type === 'pocket-jam');
    expect(jam).toMatchObject({ balls: ['4'], pocket: 'head-right', over: 'hole' });
    const next = nextScenario(scenario, run.record, run.result.ruling);
    expect(() => parseScenario(next)).not.toThrow();
    expect(next.balls?.find((b) => b.id === '4')).toMatchObject({ pocket: 'head-right' });
  });
  it("every ball placed in a pocket rests on something: the floor, the hole's edge or a lower ball; alone in the air it is refused", () => {
    const { x, y } = hole();
    const R = 0.028575;
    // Three radii above where a ball lies on the floor, nothing under it: it would float through a stroke.
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ + 3 * R }))[0]).toMatch(
      /^balls\[2\]\.z: ball "2" in pocket foot-left rests on nothing \(not on the floor at z = -0\.0494, the hole's edge or a lower ball\)$/,
    );
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: 0.035 }))[0]).toMatch(/rests on nothing/);
    // On a ball that lies on the floor it rests.
    expect(issues(withIn({ id: '3', pocket: 'foot-left', x, y, z: floorZ }, { id: '2', pocket: 'foot-left', x, y, z: floorZ + 2 * R }))).toEqual([]);
  });
  it('a ball jammed in the mouth may not stand where a ball on the table already is', () => {
    const { x, y } = hole();
    const r = (tableGeometry('9ft').pockets.find((q) => q.id === 'foot-left') as { hole: { radius: number } }).hole.radius;
    const jam = { id: '2', pocket: 'foot-left', x: x - (r - 0.005), y, z: 0.0275 };
    expect(issues(withIn(jam))).toEqual([]);
    // A ball on the cloth at the jammed ball's place (in the mouth's reach) overlaps it by far more than a contact.
    const onTable = { id: '4', x: x - (r - 0.005) - 0.02, y: y - 0.02 };
    expect(issues(withIn(jam, onTable)).join('\n')).toMatch(
      /ball "2" in pocket foot-left overlaps ball "4" on the table \(balls\[3\]\) by \d+\.\d+ mm/,
    );
  });
  it('two balls placed in one pocket may not overlap; balls in different pockets or on the table never meet', () => {
    const { x, y } = hole();
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ }, { id: '3', pocket: 'foot-left', x: x + 0.01, y, z: floorZ }))[0]).toMatch(
      /^balls\[3\]\.x: ball "3" overlaps ball "2"/,
    );
    expect(issues(withIn({ id: '2', pocket: 'foot-left', x, y, z: floorZ }, { id: '3', pocket: 'foot-left' }))).toEqual([]);
  });
});

/**
 * Coverage of the rules by training strokes: every foul scenario of
 * the rules matrix's foul scenarios (S01-S75, the ids in the names and tags of test/scenarios/matrix/) has a training stroke in the library, except those the
 * physics cannot produce today, each listed here with the reason; and every declared act the
 * scenario format knows has a training stroke.
 */
import { describe, expect, it } from 'vitest';
import { DECLARED_TYPES } from '../../src/scenario/schema.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const library = trainingScenarios();

/** Matrix scenarios without a training stroke, and why. */
const NOT_YET: Readonly<Record<string, string>> = {
  S34: 'a chalk cube on the rail: the table has no loose objects on its rails to collide with',
  S38: 'a frozen ball touching its own long cushion again past the side pocket: no stroke tried (over 300 in a scan) produces the second contact; the rule itself is unit-tested (test/rules/general.test.ts, G37 rails)',
  S45: "a scripted 15 ms push-through: the cue model's tip contact is an impulse of fixed duration, and the format has no scripted contact",
  S50: 'a scripted second tip contact 300 mm from the ball: impossible with a real stick; G22b is trained by the physical double hit at 5 mm (cue/g22-double-hit-5mm.json)',
  S51: 'a 20 ms push stroke: as S45, no scripted tip contact',
};

describe('training coverage of the rules matrix', () => {
  const tagged = new Set(library.flatMap((s) => s.tags ?? []));
  it('every foul scenario S01-S75 of the matrix has a training stroke, or a stated reason why not yet', () => {
    const missing: string[] = [];
    for (let k = 1; k <= 75; k++) {
      const id = `S${String(k).padStart(2, '0')}`;
      if (!tagged.has(id) && !(id in NOT_YET)) missing.push(id);
    }
    expect(missing).toEqual([]);
  });
  it('the reasons are for ids that are really missing (a stroke added takes its id off the list)', () => {
    expect(Object.keys(NOT_YET).filter((id) => tagged.has(id))).toEqual([]);
  });
  it('issue 35, point 7: the 9 off the table on a foul (respotted) and the 8 pocketed on a legal break have their strokes, each with a twin', () => {
    const nineOff = library.filter(
      (s) => s.game === 'nine-ball' && s.expect?.fouls?.some((f) => f.code === 'ball-off-table') && s.expect.respot?.some((r) => r.id === '9'),
    );
    const eightOnBreak = library.filter(
      (s) => s.game === 'eight-ball' && s.state.phase === 'break' && s.expect?.legal === true && s.expect.pocketed?.includes('8'),
    );
    for (const found of [nineOff, eightOnBreak]) {
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((s) => s.twin !== undefined && library.some((t) => t.name === s.twin))).toBe(true);
    }
  });
  it('every declared act of the scenario format (category B) has a training stroke', () => {
    const declared = new Set(library.flatMap((s) => s.declared.map((d) => d.type)));
    const clock = library.some((s) => s.state.clock !== undefined);
    expect(DECLARED_TYPES.filter((t) => !declared.has(t) && !(t === 'shot-clock-expired' && clock))).toEqual([]);
  });
});

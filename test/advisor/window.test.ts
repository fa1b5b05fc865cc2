/**
 * A pot aimed at the middle of its window of potting aims (window.ts). On the
 * library's straight-in layout the window of the direct pot is found either side of the aim, and
 * an aim started off-centre, still potting, is turned back to within an eighth of the search's
 * step of where an aim started on the other side ends: the middle does not depend on where the
 * search began. Without noise the centred aim still pots.
 */
import { describe, expect, it } from 'vitest';
import { candidates } from '../../src/advisor/candidates.ts';
import { play, strokeOf, type Situation } from '../../src/advisor/evaluate.ts';
import { centreOfWindow, turned, WINDOW_FIRST_STEP_DEG } from '../../src/advisor/window.ts';
import { atan2 } from '../../src/math/trig.ts';
import { legalTargets } from '../../src/rules/games/index.ts';
import { layoutSituation } from './layout-situation.ts';

const s: Situation = layoutSituation('straight-in', 'club').situation;
const cueBall = s.balls.find((b) => b.id === 'cue')!;
const cue: [number, number] = [cueBall.x, cueBall.y];
const onTable = s.balls.filter((b) => !b.pocket);
const direct = candidates(
  s.table,
  s.params.ballRadiusM,
  cue,
  onTable.filter((b) => b.id !== 'cue'),
  legalTargets(s.state, onTable, s.table, s.options),
  true,
).find((c) => c.kind === 'direct' && c.pot?.pocket === 'foot-left')!;
const deg = (c: { dir: readonly [number, number] }) => (atan2(c.dir[1], c.dir[0]) * 180) / Math.PI;

describe("the middle of a pot's window (window.ts)", () => {
  it('the straight-in pot has a window either side of its aim, and its middle pots', () => {
    expect(play(s, direct, cue, strokeOf(direct)).keeps).toBe(true);
    const w = centreOfWindow(s, direct, cue);
    expect(w.cw).toBeGreaterThan(WINDOW_FIRST_STEP_DEG);
    expect(w.ccw).toBeGreaterThan(WINDOW_FIRST_STEP_DEG);
    expect(play(s, w.candidate, cue, strokeOf(w.candidate)).keeps).toBe(true);
  });
  it("the middle found from an aim off to one side and from one off to the other agree within the search's resolution", () => {
    const w = centreOfWindow(s, direct, cue);
    const off = Math.min(w.cw, w.ccw) / 2;
    const fromLeft = centreOfWindow(s, turned(direct, off), cue);
    const fromRight = centreOfWindow(s, turned(direct, -off), cue);
    // Each edge is known to an eighth of its bracket; here the window is 0.25 degrees clockwise and
    // 0.7 counter-clockwise of the refined aim, which the middle turns 0.225 degrees.
    const resolution = WINDOW_FIRST_STEP_DEG;
    expect(Math.abs(deg(w.candidate) - deg(direct))).toBeGreaterThan(0.1);
    expect(Math.abs(deg(fromLeft.candidate) - deg(fromRight.candidate))).toBeLessThanOrEqual(resolution);
    expect(Math.abs(deg(fromLeft.candidate) - deg(w.candidate))).toBeLessThanOrEqual(resolution);
  });
});

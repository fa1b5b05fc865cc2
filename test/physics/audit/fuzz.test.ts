/** The fuzz: 300 seeded random shots across the input space, audited; part of npm test. */
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzRange, makeShot, mergeFuzz, runShot, shotSeedOf } from '../../../src/physics/audit/fuzz.ts';

describe('fuzz', () => {
  it('300 random shots: no NaN, nothing through a cushion, no overlap, no energy gained, all at rest, no exception', () => {
    const s = fuzz(300, 20261129);
    expect(s.firstFailures).toEqual([]);
    expect(s.failedShots).toBe(0);
  });
  // Shots that once failed, each with what was wrong; they must stay clean.
  it.each([
    // A cue ball jumped onto the foot rail, rolled off its inner edge, was knocked back by an
    // airborne ball and passed through the foot cushion: edges were ignored until it landed.
    [45980317, 'a ball that left a rail edge and is knocked back meets the cushion'],
    // A cue ball frozen to a rail beside a side pocket hopped off a miscue: its first touch of the
    // nose edge fell beside the segment (at the mouth) and the later one, on it, was not sought.
    [3111614085, 'a flight that touches a nose line beside its segment still meets the segment'],
    [2745008322, 'the same, at the head cushion'],
    [1808939496, 'the same; it showed as energy gained'],
    // A cue ball rolling along a rail top reached the pocket's cut, rolled on over the mouth and
    // pivoted into the jaw: the rail ends at the facings and the ball drops into the pocket there.
    [2014059166, 'a ball rolling on a rail top into a pocket cut drops in'],
    // A ball rolled off the right rail's edge beside a corner pocket and fell across the mouth
    // into the head jaw's facing: only the edge it left may be ignored in its fall.
    [1465190526, 'a ball falling off one rail meets the other cushion at a corner pocket'],
    [1648208377, 'the same kind, at the foot-right pocket'],
    [1058119140, 'the same kind, into a nose edge'],
    // Wedges: a ball pressed into a cushion by another between corrections (0.011-0.013 mm).
    // An impact that finds a ball already in the rubber or in another ball now restores the
    // contact distance too, and a ball at rest takes no share of a pair's correction.
    [1481309713, 'an airborne cue ball on a ball frozen to the head cushion'],
    [3644477492, 'a ball pressed into a jaw'],
    [2936921323, 'two balls pressed together 0.0101 mm'],
    [3402379328, 'two balls jammed in a corner pocket mouth'],
    // A moving ball pressing a ball at rest took the whole correction, into the cushion behind it.
    [1166851049, 'a pair correction does not push a ball into the rubber'],
    [327243211, 'the same, at the foot cushion'],
    // A ball wedged between another and a jaw in a corner pocket's mouth: the rubber took back the
    // correction and the overlap crept to 0.0100 mm; what is left is now shared again (a few passes).
    [1443939152, 'a wedge in a corner pocket mouth'],
    [320875654, 'the same, at the foot-left pocket'],
    // An 84-degree masse miscue jumped into a corner pocket's cut, came back over the bed's corner
    // and landed at the bed's height beside the hole, inside the rail: it falls into the pocket.
    [3006089999, 'a ball landing in a pocket cut beside the hole drops in'],
    // A cue ball jumped by a double hit flew over a side pocket and came down behind a corner
    // pocket's hole at the bed's height: behind the hole the rail runs round the pocket.
    [1059557002, "a ball coming down behind a pocket's hole lands on the rail"],
    // A cue ball back out of the head-right pocket came to rest on the right jaw's edge, the 1 ball
    // rolling away beside it. Each correction of the edge contact (horizontal, at the ball's height)
    // slid it tens of micrometres into the 1 ball, and the pair's correction waited the 0.5 ms step:
    // 0.01-0.036 mm for 90 ms. A contact found overlapping by its target is now corrected at once.
    [3559478268, 'a ball pushed off a jaw edge into a ball beside it'],
    // Correcting an overlap at once must count every way a contact is handled (a ball meeting a pile
    // ball it cannot push away was met again and again at one instant: 200,000 events) and wait for
    // a compliant window's end (a window's pair was corrected mid-way, 0.042 mm).
    [1928342297, 'a ball against a pile ball, corrected at most four times an instant'],
    [173522266, "a window's pair not corrected before the window's end"],
    // ... nor while its balls' laws begin ahead of the clock: a miscue's window ran ahead and a
    // contact of its cue ball was corrected at the clock's instant, before its law began (0.35 mm).
    [3396374544, "a window's ball not corrected before its law begins"],
    [1893054799, 'the same, 0.089 mm'],
    // A miscue's stick went on into the 3 ball, which at that instant met the 5 in a compliant
    // window: the audit kept the energy before the tip's contact as the reference through the
    // window and read the stick's energy as gained (1.98 J -> 2.11 J).
    [3045218201, "the stick's tip giving a ball energy as its window opens"],
  ])('regression: fuzz shot %i (%s)', (shotSeed) => {
    expect(runShot(makeShot(shotSeed)).failures).toEqual([]);
  });
  it('a run split into ranges and merged in order is the run (what fuzz --workers relies on)', () => {
    const whole = fuzz(120, 9);
    expect(mergeFuzz([fuzzRange(9, 0, 50), fuzzRange(9, 50, 51), fuzzRange(9, 51, 120)])).toEqual(whole);
    expect(whole.shots).toBe(120);
  });
  it('a shot is a pure function of its seed (a failing seed replays exactly)', () => {
    const seed = shotSeedOf(1, 17);
    expect(JSON.stringify(runShot(makeShot(seed)))).toBe(JSON.stringify(runShot(makeShot(seed))));
  });
  it('covers the input space: table sizes, 1 to 16 balls, miscues', () => {
    const shots = Array.from({ length: 300 }, (_, i) => makeShot(shotSeedOf(3, i)));
    expect(new Set(shots.map((s) => s.table)).size).toBe(3);
    expect(Math.min(...shots.map((s) => s.balls.length))).toBe(1);
    expect(Math.max(...shots.map((s) => s.balls.length))).toBe(16);
    expect(shots.some((s) => Math.hypot(s.stroke.tip.side, s.stroke.tip.height) > 0.6)).toBe(true);
  });
});

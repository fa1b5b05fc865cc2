/**
 * When a sustained contact's correction is due (src/physics/events/sustained-contact.ts `due`): from
 * the gap polynomial, at least SUSTAINED_CONTACT_STEP_S ahead, except for a contact already
 * overlapping by the target SUSTAINED_OVERLAP_M (1 µm), which is corrected at once, a bounded number
 * of times at one instant.
 */
import { describe, expect, it } from 'vitest';
import { due, noteHandled, SUSTAINED_CONTACT_STEP_S, SUSTAINED_OVERLAP_M } from '../../../src/physics/events/sustained-contact.ts';

/** A gap polynomial of degree 2: gap (m), its rate (m/s), half its acceleration (m/s²). */
const gapPoly = (gap: number, rate: number, halfAcc: number): Float64Array => Float64Array.from([gap, rate, halfAcc]);

function fresh(): { arr: Float64Array; since: number; last: Float64Array; repeats: Uint8Array } {
  return {
    arr: new Float64Array(1).fill(Infinity),
    since: -Infinity,
    last: new Float64Array(1).fill(-Infinity),
    repeats: new Uint8Array(1),
  };
}

describe('sustained contact: when its correction is due', () => {
  it('a contact touching under a gentle push waits at least the step (0.5 ms)', () => {
    const c = fresh();
    // Pressed together at 1e-3 m/s²: 1 µm of overlap takes sqrt(2e-6 / 1e-3) = 45 ms, capped at 20 ms.
    const t = due(c.arr, 0, 1, 1, gapPoly(0, 0, -0.5e-3), 2, 1, c.since, c.last, c.repeats);
    expect(t).toBeGreaterThanOrEqual(1 + SUSTAINED_CONTACT_STEP_S);
    expect(t).toBeCloseTo(1.02, 12);
  });
  it('a contact found overlapping by the target or more (pushed in by another correction) is due now', () => {
    const c = fresh();
    // 30 µm of overlap, as a jaw's correction left the 1 ball and the cue ball of fuzz shot 3559478268.
    expect(due(c.arr, 0, 2, 1, gapPoly(-30e-6, 0, -1e-3), 2, 1, c.since, c.last, c.repeats)).toBe(2);
    // Just under the target it waits its step, as before.
    const d = fresh();
    expect(due(d.arr, 0, 2, 1, gapPoly(-0.5 * SUSTAINED_OVERLAP_M, 0, -1e-3), 2, 1, d.since, d.last, d.repeats)).toBeGreaterThanOrEqual(
      2 + SUSTAINED_CONTACT_STEP_S,
    );
  });
  it('at one instant a contact is corrected at most 4 times, so two corrections undoing each other cannot loop', () => {
    const c = fresh();
    const overlapping = gapPoly(-30e-6, 0, -1e-3);
    const now = 3;
    for (let k = 0; k < 4; k++) {
      expect(due(c.arr, 0, now, 1, overlapping, 2, 1, c.since, c.last, c.repeats)).toBe(now);
      c.arr[0] = Infinity; // the handler clears the due time when it corrects
      noteHandled(c.last, c.repeats, 0, now);
    }
    expect(due(c.arr, 0, now, 1, overlapping, 2, 1, c.since, c.last, c.repeats)).toBe(now + SUSTAINED_CONTACT_STEP_S);
    // At the next instant it may be corrected at once again.
    c.arr[0] = Infinity;
    expect(due(c.arr, 0, now + 1e-3, 1, overlapping, 2, 1, c.since, c.last, c.repeats)).toBe(now + 1e-3);
  });
  it("not while the contact's last impact or its balls' laws lie ahead of the clock (a compliant window ran ahead of it)", () => {
    const c = fresh();
    c.since = 5.001; // the window's end, where its balls' laws begin
    expect(due(c.arr, 0, 5, 1, gapPoly(-30e-6, 0, -1e-3), 2, 1, c.since, c.last, c.repeats)).toBeGreaterThanOrEqual(5 + SUSTAINED_CONTACT_STEP_S);
  });
});

/**
 * The search's simulation (SimulationInput.search, the advisor's): a ball fallen into a bucket,
 * wholly below the bed and not rising, lies at once where the next ball laid on the pile would
 * (pocketRestPosition), the balls lying there at rest; the stroke's events are those of the full
 * simulation, its pocket's world taking fewer steps. A ball in the mouth is still the world's: a
 * rattle plays out as in full.
 */
import { describe, expect, it } from 'vitest';
import { lineStart } from '../../src/physics/audit/pocket-acceptance.ts';
import { simulate, type BallInput, type SimulationInput } from '../../src/physics/simulate.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { pocketRestPosition } from '../../src/table/table-body.ts';
import type { Pocket, PocketName } from '../../src/table/geometry.ts';
import { P, R, T9 } from './helpers.ts';

const pocketOf = (id: PocketName) => T9.pockets.find((p) => p.id === id) as Pocket;
/** A ball rolling naturally along the pocket's axis, `offset` m off it, reaching the mouth at `speed`. */
function intoPocket(pocket: Pocket, speed: number, offset: number): BallInput {
  const s = lineStart({ table: T9, params: P, pocket, angleDeg: 0, speedMps: speed, stepM: 0.002, spanM: 0.09, runUpM: 0.5 }, offset)!;
  return { id: 'cue', x: s.x, y: s.y, v: s.v, w: s.w };
}
const outcome = (r: ShotRecord) => r.events.map((e) => `${e.type} ${e.balls.join(',')}`);
const tumbling = (r: ShotRecord) => r.trajectory.balls.reduce((n, b) => n + b.segments.filter((g) => g.mode === 'tumbling').length, 0);

describe("the search's simulation", () => {
  for (const id of ['foot-left', 'side-right'] as const) {
    it(`${id}: a ball rolled into the empty bucket at 0.5-6 m/s, on and off the axis: the full stroke's events, the ball laid at the pile's first place, fewer world segments`, () => {
      const pocket = pocketOf(id);
      let full = 0,
        search = 0;
      for (const speed of [0.5, 2, 4, 6])
        for (const offset of [-0.01, 0, 0.01]) {
          const input: SimulationInput = { table: T9, params: P, balls: [intoPocket(pocket, speed, offset)] };
          const a = simulate(input),
            b = simulate({ ...input, search: true });
          expect(outcome(b), `${speed} m/s, ${offset} m`).toEqual(outcome(a));
          full += tumbling(a);
          search += tumbling(b);
          const lies = b.final.balls[0]!;
          if (lies.pocket) expect([lies.x, lies.y, lies.z]).toEqual(pocketRestPosition(pocket, 0, R));
        }
      // The fall's segments after the ball is wholly below the bed are gone (those in the mouth stay).
      expect(search).toBeLessThan(full);
    });
  }
  it('a ball dropping onto balls lying in the pocket is pocketed as in the full simulation, laid over them or played out by the world', () => {
    const pocket = pocketOf('foot-left');
    const lies = (r: ShotRecord) => r.final.balls.map((x) => `${x.id} ${x.pocket ?? x.state}`);
    for (const n of [1, 2, 3, 4])
      for (const speed of [0.5, 1, 2, 4]) {
        const lying: BallInput[] = Array.from({ length: n }, (_, k) => ({ id: String(k + 1), x: 0, y: 0, pocket: 'foot-left' }));
        const input: SimulationInput = { table: T9, params: P, balls: [...lying, intoPocket(pocket, speed, 0)] };
        const a = simulate(input),
          b = simulate({ ...input, search: true });
        expect(lies(b), `${n} lying, ${speed} m/s`).toEqual(lies(a));
        // Nothing overlaps in the pile.
        const f = b.final.balls;
        for (let i = 0; i < f.length; i++)
          for (let j = i + 1; j < f.length; j++)
            expect(Math.hypot(f[i]!.x! - f[j]!.x!, f[i]!.y! - f[j]!.y!, f[i]!.z! - f[j]!.z!)).toBeGreaterThan(2 * R - 0.001);
      }
  });
  it('is never the default: a stroke without it tumbles to rest in the pocket', () => {
    const pocket = pocketOf('foot-left');
    const rec = simulate({ table: T9, params: P, balls: [intoPocket(pocket, 2, 0)] });
    const cue = rec.final.balls[0]!;
    expect(cue.pocket).toBe('foot-left');
    expect([cue.x, cue.y, cue.z]).not.toEqual(pocketRestPosition(pocket, 0, R));
  });
});

/**
 * The next scenario (scenario/next.ts, `sim run --next`): the table a stroke leaves, the
 * balls lying in pockets carried where they lie, so that a pocket fills up over a rack; the state
 * the ruling leaves (WPA-9B: a ball made legally keeps the shooter at the table).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextScenario } from '../../src/scenario/next.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';

const nineBall = (balls: unknown[], shot: unknown) =>
  parseScenario({ format: 'pool-scenario/1', name: 'pot', game: 'nine-ball', balls, shot, state: { phase: 'normal' } });

describe('the next scenario', () => {
  it('carries a pocketed ball in its pocket, and the next stroke leaves it there', () => {
    // The 1 straight into the side-left pocket (mouth around y = 0.635 m on the 9 ft table).
    const first = nineBall(
      [
        { id: 'cue', x: 0, y: 0 },
        { id: '1', x: 0, y: 0.3 },
        { id: '9', x: 0.9, y: -0.3 },
      ],
      { aimAt: '1', cueSpeed: 2, tip: { side: 0, height: -0.2 } },
    );
    const run1 = runScenario(first);
    expect(run1.result.ruling.pocketed).toEqual(['1']);
    const next = parseScenario(JSON.parse(JSON.stringify(nextScenario(first, run1.record, run1.result.ruling))));
    expect(next.state).toMatchObject({ shooter: 'A', ballInHand: 'none', phase: 'normal' });
    const one = next.balls.find((b) => b.id === '1');
    expect(one).toMatchObject({ pocket: 'side-left' });
    expect(one?.z).toBeLessThan(0); // below the bed (a ball on the cloth has its centre at z = R)
    expect(
      next.balls
        .filter((b) => !b.pocket)
        .map((b) => b.id)
        .sort(),
    ).toEqual(['9', 'cue']);

    const run2 = runScenario({ ...next, shot: { aimAt: '9', cueSpeed: 1, tip: { side: 0, height: 0 }, elevationDeg: 0 } });
    const lying = run2.record.final.balls.find((b) => b.id === '1');
    expect(lying).toMatchObject({ state: 'pocketed', pocket: 'side-left' });
    // It lies where the first stroke left it (to the world's resting jitter).
    expect(
      Math.hypot((lying?.x as number) - (one?.x as number), (lying?.y as number) - (one?.y as number), (lying?.z as number) - (one?.z as number)),
    ).toBeLessThan(1e-3);
    expect(run2.result.ruling.pocketed).not.toContain('1'); // pocketed in an earlier stroke, not this one
  });

  it("lists a pocket's balls lowest first, so the pile is laid again in its order", () => {
    // Two balls lying in the side-left pocket, then a third potted on top of them.
    const first = nineBall(
      [
        { id: 'cue', x: 0, y: 0 },
        { id: '2', x: 0, y: 0.3 },
        { id: '9', x: 0.9, y: -0.3 },
        { id: '5', pocket: 'side-left' },
        { id: '1', pocket: 'side-left' },
      ],
      { aimAt: '2', cueSpeed: 2, tip: { side: 0, height: -0.2 } },
    );
    const run1 = runScenario(first);
    expect(run1.result.ruling.pocketed).toEqual(['2']);
    const next = nextScenario(first, run1.record, run1.result.ruling);
    const zOf = (id: string) => run1.record.final.balls.find((b) => b.id === id)?.z as number;
    const inPocket = (next.balls ?? []).filter((b) => b.pocket).map((b) => b.id);
    expect([...inPocket].sort((a, b) => zOf(a) - zOf(b))).toEqual(inPocket);
    expect(new Set(inPocket.map(zOf)).size).toBe(3); // three balls at three heights: the order is real
    expect([...inPocket].sort()).toEqual(['1', '2', '5']);
  });

  it('a scratch leaves the cue ball in hand on the table for the opponent (G19), not in the pocket', () => {
    const first = nineBall(
      [
        { id: 'cue', x: 0, y: 0.3 },
        { id: '1', x: 0.8, y: -0.3 },
        { id: '9', x: 0.9, y: 0.3 },
      ],
      { aimPoint: [0, 0.635], cueSpeed: 1.5, tip: { side: 0, height: 0.3 } },
    );
    const run1 = runScenario(first);
    expect(run1.result.ruling.enforced?.rule).toBe('G19');
    const next = nextScenario(first, run1.record, run1.result.ruling);
    expect(next.state).toMatchObject({ shooter: 'B', ballInHand: 'table' });
    expect(next.balls?.find((b) => b.id === 'cue')).not.toHaveProperty('pocket');
  });
});

describe('every table the program writes loads again', () => {
  it('T2.16: after a third foul in a row in practice (no three-foul penalty) the next scenario loads: the count stays at two', () => {
    // A miss: the cue ball rolls into nothing, a foul (no ball hit, G13) on a shooter with two fouls in a row.
    const third = parseScenario({
      format: 'pool-scenario/1',
      name: 'third practice foul',
      game: 'practice',
      balls: [
        { id: 'cue', x: 0, y: 0 },
        { id: '1', x: 0.9, y: 0.3 },
      ],
      shot: { aimDeg: -90, cueSpeed: 0.6 },
      state: { foulsInRow: { A: 2, B: 0 } },
    });
    const run = runScenario(third);
    expect(run.result.ruling.legal).toBe(false);
    const text = JSON.stringify(nextScenario(third, run.record, run.result.ruling));
    const next = parseScenario(JSON.parse(text));
    expect(next.state?.foulsInRow).toEqual({ A: 2, B: 0 });
  });
  it('the table every library scenario leaves, for each choice its ruling offers, in a bucket and over a ball return, loads again', () => {
    const files = (readdirSync('test/scenarios', { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(150);
    const refused: string[] = [];
    let tables = 0;
    for (const f of files) {
      const raw = JSON.parse(readFileSync(join('test/scenarios', f), 'utf8')) as { pockets?: string; balls: Array<{ id: string; pocket?: string }> };
      // The same layout over a ball return: a ball in a pocket is given by its pocket alone there.
      const overReturn = { ...raw, pockets: 'return', balls: raw.balls.map((b) => (b.pocket ? { id: b.id, pocket: b.pocket } : b)) };
      for (const input of raw.pockets === 'return' ? [raw] : [raw, overReturn]) {
        const scenario = parseScenario(input);
        const run = runScenario(scenario);
        for (const choice of [undefined, ...run.result.ruling.next.options]) {
          const next = JSON.stringify(nextScenario(scenario, run.record, run.result.ruling, choice));
          tables++;
          try {
            parseScenario(JSON.parse(next));
          } catch (e) {
            refused.push(`${f} (${input.pockets ?? 'bucket'}, ${choice ?? 'standard'}): ${(e as Error).message}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
    expect(tables).toBeGreaterThan(400);
  });
});

/**
 * Strict expectations: every library file states the whole ruling that
 * matters, written from the rulebook, and the engine agrees with it. Referee training grades
 * answers against the file's expect (taughtRuling), so a weak expect would let an engine error
 * become a taught answer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExpect } from '../../src/scenario/expect.ts';
import { parseScenarioText } from '../../src/scenario/load.ts';
import { runScenario, type ScenarioResult } from '../../src/scenario/run.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { taughtRuling } from '../../src/ui/training-session.ts';

function list(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? list(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : []));
}

/** What a library file's expect leaves out of the ruling that matters. */
function missingParts(s: Scenario): string[] {
  const e = s.expect;
  if (!e) return ['expect'];
  const out: string[] = [];
  if (e.legal === undefined) out.push('legal');
  if (!e.fouls) out.push('fouls');
  else if (e.onlyFouls !== true) out.push('onlyFouls (the fouls as the whole list)');
  if (e.fouls?.some((f) => f.code === undefined || f.rule === undefined)) out.push('fouls: each with its code and rule');
  if (e.enforced === undefined) out.push('enforced');
  if (!e.pocketed) out.push('pocketed');
  if (!e.respot) out.push('respot');
  else if (e.respot.some((r) => r.x === undefined || r.y === undefined)) out.push('respot: each with its position');
  if (e.next?.shooter === undefined) out.push('next.shooter');
  if (e.next?.ballInHand === undefined) out.push('next.ballInHand');
  if (e.next?.options === undefined) out.push('next.options');
  if (e.lossOfGame === undefined) out.push('lossOfGame');
  if (s.game === 'straight-pool' && !e.scoreDelta) out.push('scoreDelta (14.1 scores every stroke)');
  return out;
}

describe('strict expectations of the library (issue 20)', () => {
  const scenarios = list('test/scenarios').map((f) => ({ f, s: parseScenarioText(readFileSync(f, 'utf8')) }));
  it('every file states legal, the whole foul list, enforced, pocketed, respots with positions, next, the loss and 14.1 scores', () => {
    const weak = scenarios.map(({ f, s }) => ({ f, missing: missingParts(s) })).filter((x) => x.missing.length > 0);
    expect(weak.map((w) => `${w.f}: ${w.missing.join(', ')}`)).toEqual([]);
  });
  it("training teaches each file's expect, and the engine's live ruling agrees with it on every judged part", () => {
    for (const { f, s } of scenarios) {
      const live = runScenario(s).result.ruling;
      const taught = taughtRuling(s.expect, live);
      expect(taught, f).not.toBe(live); // taken from the file, not the engine
      expect({ legal: live.legal, enforced: live.enforced?.code ?? null, lossOfGame: live.lossOfGame, next: live.next }, f).toEqual({
        legal: taught.legal,
        enforced: taught.enforced?.code ?? null,
        lossOfGame: taught.lossOfGame,
        next: taught.next,
      });
      expect(live.fouls.map((x) => x.code).sort(), f).toEqual(taught.fouls.map((x) => x.code).sort());
    }
  });
});

describe('checkExpect', () => {
  const result = (codes: string[]): ScenarioResult =>
    ({
      name: 'x',
      events: [],
      final: { balls: [] },
      ruling: { legal: false, fouls: codes.map((code) => ({ code, rule: 'G0' })) },
    }) as unknown as ScenarioResult;
  it('matches expected fouls as a multiset: two identical expectations need two fouls', () => {
    const two = { fouls: [{ code: 'lag-lost' }, { code: 'lag-lost' }] };
    expect(checkExpect(two, result(['lag-lost']))).toHaveLength(1);
    expect(checkExpect(two, result(['lag-lost', 'lag-lost']))).toEqual([]);
  });
  it('with onlyFouls, a foul beyond the list fails; without it, the list is a lower bound', () => {
    expect(checkExpect({ fouls: [{ code: 'a' }], onlyFouls: true }, result(['a', 'b']))).toHaveLength(1);
    expect(checkExpect({ fouls: [{ code: 'a' }] }, result(['a', 'b']))).toEqual([]);
  });
});

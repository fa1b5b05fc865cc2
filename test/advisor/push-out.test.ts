/**
 * The 9-ball push-out (src/advisor/push-out.ts; WPA 9-ball, the seeds keep the English term): offered
 * on the stroke after the break when every stroke is worth less than a push-out, legal as one, and
 * played back through the scenario runner as the push-out it is.
 */
import { describe, expect, it } from 'vitest';
import { advise, DEFAULT_SEARCH, type Suggestion } from '../../src/advisor/advise.ts';
import { strikeAndRule, type Situation } from '../../src/advisor/evaluate.ts';
import { choiceAfterPushOut, pushOutAnswer, pushOutOpen } from '../../src/advisor/push-out.ts';
import { blocked } from '../../src/advisor/geometry.ts';
import { scenarioOf } from '../../src/cli/advise.ts';
import { sinCosDeg } from '../../src/math/trig.ts';
import { defaultState } from '../../src/rules/types.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { adviceLine } from '../../src/i18n/advice.ts';
import { layoutSituation, layoutText } from './layout-situation.ts';

/** The hand-built layout in the push-out phase: the stroke right after the break. */
function afterTheBreak(name: string, noise: 'tournament' | 'professional'): { situation: Situation; raw: Record<string, unknown> } {
  const { situation } = layoutSituation(name, noise);
  const raw = JSON.parse(layoutText(name)) as Record<string, unknown>;
  return {
    situation: { ...situation, state: { ...situation.state, phase: 'push-out-available' } },
    raw: { ...raw, state: { ...((raw.state as object | undefined) ?? {}), phase: 'push-out-available' } },
  };
}

/** Suggestion x struck without noise and announced as a push-out. */
function struckAsPushOut(s: Situation, x: Suggestion): ReturnType<typeof strikeAndRule> {
  const [sn, cs] = sinCosDeg(x.shot.aimDeg);
  const stroke = { dir: [cs, sn] as [number, number], cueSpeed: x.shot.cueSpeed, tip: x.shot.tip, elevationDeg: x.shot.elevationDeg };
  return strikeAndRule({ ...s, state: { ...s.state, pushOut: true } }, x, x.cue, stroke);
}

describe('the push-out', () => {
  it('is open only in 9-ball, on the stroke after the break, with the cue ball where it lies and not yet announced', () => {
    const open = { ...defaultState('nine-ball'), phase: 'push-out-available' as const };
    expect(pushOutOpen(open)).toBe(true);
    expect(pushOutOpen({ ...open, phase: 'normal' })).toBe(false);
    expect(pushOutOpen({ ...open, ballInHand: 'table' })).toBe(false);
    expect(pushOutOpen({ ...open, pushOut: true })).toBe(false);
    expect(pushOutOpen({ ...defaultState('eight-ball'), phase: 'push-out-available' })).toBe(false);
  });

  it('is answered by its own model: the table taken when its best stroke is worth more than nothing, else handed back', () => {
    expect(choiceAfterPushOut(['accept-table', 'pass-back'])).toBe(true);
    expect(choiceAfterPushOut(['re-rack'])).toBe(false);
    expect(pushOutAnswer({ value: 0.2 })).toBe('accept-table');
    expect(pushOutAnswer({ value: 0 })).toBe('pass-back');
    expect(pushOutAnswer({ value: -0.7 })).toBe('pass-back');
    expect(pushOutAnswer(null)).toBe('pass-back');
  });

  it('the 1 frozen on the foot cushion, the cue ball at the head cushion: at the ICGA noise every stroke loses, and the push-out comes first', () => {
    const { situation: s, raw } = afterTheBreak('safety', 'tournament');
    const advice = advise(s, 0, 3);
    const [push, ...rest] = advice.suggestions;
    expect(push?.pushOut).toBe(true);
    expect(push?.pot).toBeNull();
    // Worth more than every stroke, and at best nothing (-|V|, push-out.ts): the opponent chooses.
    for (const x of rest) expect(x.pushOut).toBeUndefined();
    for (const x of rest) expect(push!.value).toBeGreaterThan(x.value);
    expect(push!.value).toBeLessThanOrEqual(0);
    // Without noise it is a legal push-out: no foul, the opponent to choose whether to play on.
    const played = struckAsPushOut(s, push!);
    expect(played.ruling.enforced).toBeNull();
    expect(played.ruling.next.options).toEqual(['accept-table', 'pass-back']);
    // As a scenario (the CLI's --json) it announces the push-out, and the runner rules it one.
    const replay = runScenario(parseScenario(scenarioOf(parseScenario(raw), push!, raw))).result.ruling;
    expect(replay.enforced).toBeNull();
    expect(replay.next.options).toEqual(['accept-table', 'pass-back']);
  });

  it('the 1 walled in by six balls: every stroke fouls, and the push-out opens the wall, legally, leaving the 1 in view', () => {
    const { situation: s } = afterTheBreak('walled-in', 'tournament');
    const [push, stroke] = advise(s, 0, 2).suggestions;
    expect(stroke?.foulChance).toBe(1);
    expect(push?.pushOut).toBe(true);
    expect(push!.value).toBeGreaterThan(stroke!.value);
    const played = struckAsPushOut(s, push!);
    expect(played.ruling.enforced).toBeNull();
    const at = (id: string) => played.record.final.balls.find((b) => b.id === id)!;
    const cue = at('cue'),
      one = at('1');
    const others = played.record.final.balls.filter((b) => b.id !== 'cue' && b.id !== '1' && b.state === 'stationary');
    expect(
      blocked(
        [cue.x!, cue.y!],
        [one.x!, one.y!],
        others.map((b) => ({ id: b.id, x: b.x!, y: b.y! })),
        [],
        2 * s.params.ballRadiusM,
      ),
    ).toBe(false);
  });

  it('is not offered where a stroke is worth more: the same table for a professional (a safety worth nothing lost), a straight-in 1, and after the push-out phase', () => {
    const pro = advise(afterTheBreak('safety', 'professional').situation, 0, 1);
    expect(pro.suggestions[0]?.pushOut).toBeUndefined();
    const straight = advise(afterTheBreak('straight-in', 'tournament').situation, 0, 1);
    expect(straight.suggestions[0]).toMatchObject({ kind: 'direct', target: '1' });
    const later = layoutSituation('safety', 'tournament').situation;
    expect(advise(later, 0, 1).suggestions[0]?.pushOut).toBeUndefined();
    // Turned off, the search never offers one.
    const off = advise(afterTheBreak('safety', 'tournament').situation, 0, 1, undefined, { ...DEFAULT_SEARCH, pushOut: false });
    expect(off.suggestions[0]?.pushOut).toBeUndefined();
  });

  it("reads as a push-out in both languages, the choice the opponent's, not a chance to keep the table", () => {
    const x = advise(afterTheBreak('safety', 'tournament').situation, 0, 1).suggestions[0]!;
    const line = adviceLine(x, 1, 1, 0.8);
    expect(line.en).toContain('push-out');
    expect(line.en).toContain('hand the shot back');
    expect(line.en).not.toContain('keeps the table');
    expect(line.sk).toContain('push out');
    expect(line.sk).toContain('úder vráti');
    expect(line.sk).not.toContain('pokračuje');
  });
});

/**
 * Properties of every ruling, over strokes the physics really played: random layouts and strokes
 * (the fuzz's generator) ruled as 9-ball, 8-ball and 14.1 from random states. What a referee's
 * ruling must always satisfy, whatever happened on the table.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/math/rng.ts';
import { makeShot, shotSeedOf } from '../../src/physics/audit/fuzz.ts';
import { DEFAULT_PARAMS } from '../../src/physics/params.ts';
import { simulate } from '../../src/physics/simulate.ts';
import { adjudicate } from '../../src/rules/adjudicate.ts';
import { FOULS, type FoulCode } from '../../src/rules/fouls.ts';
import { defaultState, other, type GameState, type GameType, type Player, type Ruling } from '../../src/rules/types.ts';
import { POCKET_NAMES, tableGeometry } from '../../src/table/geometry.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';

const GAMES_UNDER_TEST: GameType[] = ['nine-ball', 'eight-ball', 'straight-pool'];
const STROKES = 300;

interface Case {
  game: GameType;
  state: GameState;
  record: ShotRecord;
  ruling: Ruling;
  again: Ruling;
}

function cases(): Case[] {
  const out: Case[] = [];
  const rng = createRng(20261130);
  for (let i = 0; i < STROKES; i++) {
    const game = GAMES_UNDER_TEST[i % GAMES_UNDER_TEST.length] as GameType;
    const shot = makeShot(shotSeedOf(77, i));
    // 9-ball is played with the 1 to 9.
    const balls = game === 'nine-ball' ? shot.balls.filter((b) => b.id === 'cue' || Number(b.id) <= 9) : shot.balls;
    if (balls.length < 2) continue;
    const table = tableGeometry(shot.table);
    const shooter: Player = rng.next() < 0.5 ? 'A' : 'B';
    const objects = balls.filter((b) => b.id !== 'cue').map((b) => b.id);
    const called =
      game !== 'nine-ball' && rng.next() < 0.7
        ? {
            call: {
              ball: objects[rng.int(objects.length)] as string,
              pocket: POCKET_NAMES[rng.int(POCKET_NAMES.length)] as (typeof POCKET_NAMES)[number],
            },
          }
        : {};
    const state = defaultState(game, {
      shooter,
      foulsInRow: { A: rng.int(3), B: rng.int(3) },
      warned: { A: rng.next() < 0.5, B: rng.next() < 0.5 }, // T2.16: the third foul in a row after a warning
      ...(game === 'eight-ball' && rng.next() < 0.5
        ? { groups: { [shooter]: 'solids', [other(shooter)]: 'stripes' } as Record<Player, 'solids' | 'stripes'> }
        : {}),
      ...(game === 'straight-pool' ? { target: 50 } : {}),
      ...called,
    });
    // Most strokes are aimed at the ball the rules want hit first (a legal shot is possible), at
    // a moderate speed with the tip inside the miscue limit; the rest keep the fuzz's wild strokes.
    let stroke = shot.stroke;
    const cue = balls.find((b) => b.id === 'cue') as (typeof balls)[number];
    const target = game === 'nine-ball' ? String(Math.min(...objects.map(Number))) : (objects[rng.int(objects.length)] as string);
    const tb = balls.find((b) => b.id === target);
    if (tb && rng.next() < 0.7) {
      const dx = tb.x - cue.x,
        dy = tb.y - cue.y,
        l = Math.hypot(dx, dy);
      const cut = (rng.range(-0.6, 0.6) * (2 * DEFAULT_PARAMS.ballRadiusM)) / l; // aim off the centre: cut shots
      const [c, sn] = [Math.cos(cut), Math.sin(cut)];
      stroke = {
        dir: [(dx * c - dy * sn) / l, (dx * sn + dy * c) / l],
        cueSpeed: rng.range(0.8, 6),
        tip: { side: rng.range(-0.3, 0.3), height: rng.range(-0.4, 0.4) },
        elevationDeg: 0,
      };
    }
    const record = simulate({ table, params: DEFAULT_PARAMS, balls, strokes: [{ ball: 'cue', stroke }] });
    out.push({ game, state, record, ruling: adjudicate({ state, record, table }), again: adjudicate({ state, record, table }) });
  }
  return out;
}

const all = cases();

describe('every ruling, on strokes the physics played (property tests)', () => {
  it('covers legal shots and fouls in each game', () => {
    for (const g of GAMES_UNDER_TEST) {
      const mine = all.filter((c) => c.game === g);
      expect(mine.some((c) => c.ruling.legal)).toBe(true);
      expect(mine.some((c) => !c.ruling.legal)).toBe(true);
    }
  });
  it('is a pure function of state and record: ruled twice, the same ruling', () => {
    for (const c of all) expect(c.again).toEqual(c.ruling);
  });
  it('legal exactly when there is no foul; a foul is enforced exactly when there is one (G29: one, the most severe)', () => {
    for (const c of all) {
      const r = c.ruling;
      expect(r.legal, JSON.stringify(r.fouls)).toBe(r.fouls.length === 0);
      expect(r.enforced === null).toBe(r.fouls.length === 0);
      if (r.enforced) {
        const worst = Math.max(...r.fouls.map((f) => FOULS[f.code as FoulCode].severity));
        expect(FOULS[r.enforced.code as FoulCode].severity).toBe(worst);
        expect(r.fouls.some((f) => f.code === r.enforced?.code && f.rule === r.enforced.rule)).toBe(true);
      }
    }
  });
  it('every foul has a known code and cites a rule; the explanation names the enforced rule in both languages', () => {
    for (const c of all) {
      for (const f of c.ruling.fouls) {
        expect(FOULS[f.code as FoulCode], f.code).toBeDefined();
        expect(f.rule).toMatch(/^(G\d+|T\d|WPA)/);
      }
      const e = c.ruling.enforced;
      if (e) {
        expect(c.ruling.explanation.en).toContain(`(${e.rule})`);
        expect(c.ruling.explanation.sk).toContain(`(${e.rule})`);
      }
    }
  });
  it('after a foul the inning ends and the opponent comes to the table (14.1: after a third foul the offender breaks again)', () => {
    for (const c of all) {
      if (c.ruling.legal) continue;
      expect(c.ruling.inningEnds).toBe(true);
      if (c.ruling.lossOfGame) continue;
      const rebreak = c.game === 'straight-pool' && c.ruling.enforced?.code === 'three-fouls';
      expect(c.ruling.next.shooter, `${c.game} ${JSON.stringify(c.ruling.enforced)}`).toBe(rebreak ? c.state.shooter : other(c.state.shooter));
    }
  });
  it('9-ball and 8-ball: a foul gives the opponent the cue ball in hand (G15)', () => {
    for (const c of all) {
      if (c.ruling.legal || c.ruling.lossOfGame || c.game === 'straight-pool') continue;
      expect(c.ruling.next.ballInHand, `${c.game} ${JSON.stringify(c.ruling.fouls)}`).not.toBe('none');
    }
  });
  it('what the ruling calls pocketed was pocketed on the table (an object ball with a pocketed event)', () => {
    for (const c of all) {
      const dropped = new Set(c.record.events.filter((e) => e.type === 'pocketed').map((e) => e.balls[0]));
      for (const id of c.ruling.pocketed) {
        expect(id).not.toBe('cue');
        expect(dropped.has(id), id).toBe(true);
      }
    }
  });
  it('a legal 9-ball or 8-ball stroke that pockets nothing ends the inning', () => {
    for (const c of all) {
      if (!c.ruling.legal || c.game === 'straight-pool' || c.ruling.pocketed.length > 0) continue;
      expect(c.ruling.inningEnds).toBe(true);
    }
  });
  it('balls spotted are put where no ball lies, on the table', () => {
    for (const c of all) {
      const R = c.record.trajectory.ballRadius;
      const resting = c.record.final.balls.filter((b) => b.state === 'stationary' && !c.ruling.respot.some((s) => s.id === b.id));
      c.ruling.respot.forEach((s, k) => {
        for (const b of resting)
          expect(Math.hypot(s.x - (b.x as number), s.y - (b.y as number)), `${s.id} on ${b.id}`).toBeGreaterThanOrEqual(2 * R - 1e-9);
        for (const o of c.ruling.respot.slice(k + 1)) expect(Math.hypot(s.x - o.x, s.y - o.y)).toBeGreaterThanOrEqual(2 * R - 1e-9);
      });
    }
  });
  it('14.1 scores: a legal stroke never loses points, a foul costs the shooter (1, or more for a breaking or third foul) and never the opponent', () => {
    for (const c of all) {
      if (c.game !== 'straight-pool') continue;
      const me = c.ruling.scoreDelta[c.state.shooter],
        them = c.ruling.scoreDelta[other(c.state.shooter)];
      expect(them).toBe(0);
      if (c.ruling.legal) expect(me).toBeGreaterThanOrEqual(0);
      else expect(me).toBeLessThanOrEqual(-1);
    }
  });
  it('9-ball: the 9 pocketed on a foul is spotted; on a legal stroke it wins the rack', () => {
    let seen = 0;
    for (const c of all) {
      if (c.game !== 'nine-ball' || !c.record.events.some((e) => e.type === 'pocketed' && e.balls[0] === '9')) continue;
      seen++;
      if (c.ruling.legal) expect(c.ruling.lossOfGame).toBe(other(c.state.shooter));
      else if (!c.ruling.lossOfGame) expect(c.ruling.respot.map((r) => r.id)).toContain('9');
    }
    expect(seen).toBeGreaterThan(0);
  });
});

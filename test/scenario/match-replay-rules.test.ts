/**
 * The replay of a match file is the referee of record: it refuses what the rules do not give, each
 * refusal naming the entry and the field, and accepts every correct file however its JSON is
 * written. Games begin from the rack and the breaker the match sets up (G2, G6, G7, G35); acts only
 * when the rules allow them (T1.11, T1.13); values compared, not text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { parseMatch, replayMatch, rulingSummary, type MatchFile } from '../../src/scenario/match-file.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { runScenario } from '../../src/scenario/run.ts';

const LIBRARY = 'test/matches';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const load = (name: string): Loose => JSON.parse(readFileSync(`${LIBRARY}/${name}`, 'utf8'));
const replay = (m: Loose) => replayMatch(parseMatch(m) as MatchFile).differences;
const strokeAt = (m: Loose, game: number, n = 0): number =>
  m.entries.map((e: Loose, k: number) => [e, k]).filter(([e]: [Loose]) => e.kind === 'stroke' && e.game === game)[n][1];

describe('a game begins where the match says (G2, G6, G7, G35)', () => {
  it('G35: B breaks game 2 though A won game 1 under "the winner breaks": refused at the stroke, naming its shooter', () => {
    const m = load('nine-ball-club-beginner.json');
    const k = strokeAt(m, 2);
    expect(m.entries[k].scenario.state.shooter).toBe('A');
    m.entries[k].scenario.state.shooter = 'B';
    expect(replay(m)).toContain(
      `entries[${k}].scenario.state.shooter: game 2 is broken by player A (the winner of the last game breaks, G35), not by player B`,
    );
  });

  it("G6: the lag's winner gives the first break away and then breaks anyway: refused", () => {
    const m = load('nine-ball-club-beginner.json');
    const choice = m.entries.findIndex((e: Loose) => e.kind === 'first-break');
    m.entries[choice].breaker = 'B';
    const k = strokeAt(m, 1);
    expect(replay(m)).toContain(
      `entries[${k}].scenario.state.shooter: game 1 is broken by player B (the lag's winner gave him the break, G6), not by player A`,
    );
  });

  it("G35: a later game's break given away and then taken anyway: refused", () => {
    const m = load('nine-ball-three-fouls.json');
    const k = strokeAt(m, 2);
    expect(m.entries[k - 1]).toEqual({ kind: 'give-break', player: 'A' });
    m.entries[k].scenario.state.shooter = 'A';
    expect(replay(m)).toContain(
      `entries[${k}].scenario.state.shooter: game 2 is broken by player B (the winner of the last game breaks, G35, and player A gave the break away), not by player A`,
    );
  });

  it('G35: only the player who breaks gives the break away', () => {
    const m = load('nine-ball-three-fouls.json');
    const k = m.entries.findIndex((e: Loose) => e.kind === 'give-break');
    m.entries[k].player = 'B';
    expect(replay(m)).toContain(`entries[${k}].player: player A breaks game 2; only he may give the break away (G35), not player B`);
  });

  it('G2: a "game" of one stroke on a table with the cue ball and the 9 by a pocket is no game: refused, naming the balls', () => {
    const m = load('nine-ball-club-beginner.json');
    const first = strokeAt(m, 1);
    const scenario = {
      format: 'pool-scenario/1',
      name: 'Game 1',
      game: 'nine-ball',
      balls: [
        { id: 'cue', x: 0.9, y: 0.45 },
        { id: '9', x: 1.2, y: 0.565 },
      ],
      state: { shooter: 'A', ballInHand: 'kitchen', phase: 'break' },
      shot: { aimAt: '9', cueSpeed: 2 },
    };
    const ruling = rulingSummary(runScenario(parseScenario(scenario)).result.ruling);
    expect(ruling.lossOfGame).toBe('B'); // the 9 on the break: the engine alone would credit A with the game
    m.entries = [...m.entries.slice(0, first), { kind: 'stroke', game: 1, scenario, ruling }];
    m.settings.raceTo = 1;
    m.result = { games: { A: 1, B: 0 }, points: { A: 0, B: 0 }, winner: 'A' };
    const d = replay(m);
    expect(d).toContain(
      `entries[${first}].scenario.balls: the rack lacks the 1, the 2, the 3, the 4, the 5, the 6, the 7, the 8: every ball of the game is racked (G2)`,
    );
    expect(d).toContain(`entries[${first}].scenario.balls: the 9 is not in the triangle on the foot spot, frozen to its neighbours (G2, T2.7)`);
    expect(d.every((x: string) => x.startsWith(`entries[${first}].scenario.`))).toBe(true);
  });

  it('a game that starts mid-rack (phase, ball in hand, fouls carried in) is refused field by field', () => {
    const m = load('nine-ball-club-beginner.json');
    const k = strokeAt(m, 2);
    Object.assign(m.entries[k].scenario.state, { phase: 'normal', ballInHand: 'table', foulsInRow: { A: 2, B: 0 } });
    m.entries = m.entries.slice(0, k + 1);
    const d = replay(m).filter((x: string) => x.startsWith(`entries[${k}].`));
    expect(d).toEqual(
      expect.arrayContaining([
        `entries[${k}].scenario.state.phase: a game begins with its break (phase "break"), not "normal"`,
        `entries[${k}].scenario.state.ballInHand: the breaker has the cue ball in hand in the kitchen (G7), not "table"`,
        `entries[${k}].scenario.state.foulsInRow: a new game starts with foulsInRow {"A":0,"B":0}, the file says {"A":2,"B":0}`,
      ]),
    );
  });

  it("a stroke of the match's game played as another game, or on another table, is refused", () => {
    const m = load('nine-ball-three-fouls.json');
    const k = strokeAt(m, 1, 2);
    m.entries[k].scenario.game = 'practice';
    m.entries[0].scenario.table = '8ft'; // the lag, on a table where its balls fit
    const d = replay(m);
    expect(d).toContain(`entries[${k}].scenario.game: the game is played with game "nine-ball", not "practice"`);
    expect(d).toContain(`entries[${strokeAt(m, 1)}].scenario.table: the match is played on the 8ft table, not the 9ft`);
  });
});

describe('acts only when the rules allow them (T1.11, T1.13)', () => {
  it('T1.13: a time-out taken by the player who is not at the table is refused ("len vtedy, ak je na rade")', () => {
    const m = load('nine-ball-club-beginner.json');
    const k = m.entries.findIndex((e: Loose) => e.kind === 'time-out');
    expect(m.entries[k - 1]).toMatchObject({ kind: 'first-break', breaker: 'A' });
    m.entries[k].player = 'B';
    expect(replay(m)).toEqual([
      `entries[${k}].player: player B is not at the table, player A is (T1.13: "Hráč si môže zobrať time out len vtedy, ak je na rade")`,
    ]);
  });

  it("T1.11: an extension is claimed by the shooter only, answering the referee's TIME", () => {
    const m = load('nine-ball-shot-clock.json');
    const k = m.entries.findIndex((e: Loose) => e.kind === 'extension');
    m.entries[k].player = 'B';
    expect(replay(m)[0]).toBe(
      `entries[${k}].player: player B is not at the table, player A is (T1.11: the shooter answers the referee's TIME with TIME)`,
    );
  });

  /** The shot-clock match with A's extension claimed inside his stroke (declared extension-claimed) instead of as an act. */
  const claimedInStroke = (): Loose => {
    const m = load('nine-ball-shot-clock.json');
    const k = m.entries.findIndex((e: Loose) => e.kind === 'extension');
    const stroke = m.entries[k + 1];
    stroke.scenario.state.clock = { ...stroke.scenario.state.clock, limitS: 35, extensions: { A: 1, B: 1 } };
    stroke.scenario.declared = [{ type: 'extension-claimed', by: 'A' }];
    m.entries.splice(k, 1);
    return m;
  };

  it('T1.11: an extension claimed inside a stroke is counted: the file with it there replays as the one with the act', () => {
    expect(replay(claimedInStroke())).toEqual([]);
  });

  it('T1.11: after an extension claimed inside a stroke, the same player cannot claim another in the same game', () => {
    const m = claimedInStroke();
    const k = strokeAt(m, 1, 4);
    expect(m.entries[k].scenario.state.shooter).toBe('A');
    m.entries.splice(k, 0, { kind: 'extension', player: 'A' });
    expect(replay(m)).toContain(`entries[${k}]: extensionsLeft: player A has no extension left in this game (T1.11)`);
  });

  it("T1.11: a stroke's clock that disagrees with the match's (its limit, the extensions left) is refused naming the field", () => {
    const m = load('nine-ball-shot-clock.json');
    const k = strokeAt(m, 1, 3);
    m.entries[k].scenario.state.clock.extensions = { A: 1, B: 1 };
    const n = strokeAt(m, 1, 0);
    m.entries[n].scenario.state.clock.limitS = 45;
    const d = replay(m);
    expect(d).toContain(
      `entries[${k}].scenario.state.clock.extensions: the players have 0 (A) and 1 (B) extensions left in this game (T1.11), the file says 1 and 1`,
    );
    expect(d).toContain(`entries[${n}].scenario.state.clock.limitS: the match's shot clock gives this stroke 35 s (35 s, T1.11), the file says 45`);
  });

  it("T1.11 allows one extension a game; two or three only as the organisers' rule (T1.6) that the file states", () => {
    const m = load('nine-ball-shot-clock.json');
    m.settings.shotClock.extensions = 2;
    const refused = () => {
      try {
        replay(m);
        return null;
      } catch (e) {
        return (e as ScenarioError).issues.map((i) => `${i.path}: ${i.reason}`);
      }
    };
    expect(refused()?.[0]).toMatch(/^settings\.shotClock\.extensions: .*T1\.11 allows 1 extension a game .*organisers' own rule \(T1\.6\)/);
    m.settings.shotClock.extensionsByOrganiser = true;
    // With two a game the file's clocks now show one left after A's extension: the replay says so, and no more.
    expect(refused()).toBeNull();
    expect(replay(m).every((d: string) => /scenario\.state\.clock\.extensions/.test(d))).toBe(true);
  });
});

describe('a correct file is accepted however its JSON is written', () => {
  /** The same value with every object's keys in the reverse order. */
  const reversed = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversed)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .reverse()
              .map(([k, x]) => [k, reversed(x)]),
          )
        : v;
  for (const f of ['nine-ball-three-fouls.json', 'nine-ball-shot-clock.json'])
    it(`${f} with every object's keys reversed ({"B":0,"A":0}) replays with no difference`, () => {
      const m = reversed(load(f)) as Loose;
      expect(JSON.stringify(m.entries.find((e: Loose) => e.kind === 'stroke' && e.game === 1).ruling.scoreDelta)).toBe('{"B":0,"A":0}');
      expect(replay(m)).toEqual([]);
    });

  it('a state that writes out its defaults (no groups, no warning) is the same state', () => {
    const m = load('nine-ball-three-fouls.json');
    const k = strokeAt(m, 1, 1);
    const st = m.entries[k].scenario.state;
    delete st.groups;
    delete st.warned;
    st.conductWarned = { B: false, A: false };
    expect(replay(m)).toEqual([]);
  });
});

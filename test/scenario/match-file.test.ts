/**
 * A match as a file (pool-match/1). Each match of the library (test/matches/,
 * played by the computer against itself with `npm run sim -- match --computer ...`, a time-out and
 * an extension added to one) replays headless: every stroke simulated and ruled again, each ruling
 * as the file says, each stroke starting from the table the previous one left, and the final score.
 * A file that says otherwise is reported entry by entry; a malformed one is refused field by field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { foldMatch, parseMatch, replayMatch, type MatchFile } from '../../src/scenario/match-file.ts';

const LIBRARY = 'test/matches';
const read = (name: string): MatchFile => parseMatch(JSON.parse(readFileSync(`${LIBRARY}/${name}`, 'utf8')));
/** A writable copy of a match file, to change in a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Entry = { kind: string; game?: number; player?: string; ruling?: any; scenario?: any };
interface Loose {
  settings: Record<string, unknown>;
  entries: Entry[];
  result: { games: { A: number; B: number } };
}
const copy = (m: MatchFile): Loose => JSON.parse(JSON.stringify(m)) as Loose;
const asFile = (m: Loose) => m as unknown as MatchFile;

describe('pool-match/1 files (issue 33, point 3)', () => {
  const files = readdirSync(LIBRARY).filter((f) => f.endsWith('.json'));
  it('the library has a 9-ball match (lag, a foul on the break, the answer to a push-out, a time-out, an extension) and a 14.1 race', () => {
    const nine = read('nine-ball-club-beginner.json');
    const kinds = new Set(nine.entries.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['choice', 'extension', 'first-break', 'stroke', 'time-out']);
    const strokes = nine.entries.filter((e) => e.kind === 'stroke');
    expect(strokes.some((e) => e.game === 0)).toBe(true); // the lag
    expect(strokes.some((e) => e.game > 0 && e.scenario.state?.phase === 'break' && e.ruling.enforced !== null)).toBe(true);
    expect(read('straight-pool-race-15.json').settings).toMatchObject({ game: 'straight-pool', raceTo: 15 });
  });
  it('the library has a 9-ball race to 2 with a lag played again (G5), the break given away (G6, G35), a push-out passed back and two games lost on three fouls (T2.16)', () => {
    const m = read('nine-ball-three-fouls.json');
    const strokes = m.entries.filter((e) => e.kind === 'stroke');
    expect(strokes.filter((e) => e.game === 0).map((e) => e.ruling.next.options[0])).toEqual(['replay-lag', 'break']);
    expect(m.entries.find((e) => e.kind === 'first-break')).toMatchObject({ player: 'A', breaker: 'B' });
    expect(m.entries.some((e) => e.kind === 'give-break')).toBe(true);
    expect(m.entries.find((e) => e.kind === 'choice')).toMatchObject({ player: 'A', option: 'pass-back' });
    expect(strokes.filter((e) => e.ruling.fouls.includes('three-fouls')).length).toBe(2);
    expect(m.result).toEqual({ games: { A: 2, B: 0 }, points: { A: 0, B: 0 }, winner: 'A' });
  });
  it('a choice the ruling did not offer, or made by the wrong player, is a difference naming the entry', () => {
    const m = copy(read('nine-ball-three-fouls.json'));
    const k = m.entries.findIndex((e) => e.kind === 'choice');
    (m.entries[k] as Entry & { option: string }).option = 're-break';
    expect(replayMatch(asFile(m)).differences[0]).toMatch(new RegExp(`^entries\\[${k}\\]\\.option: "re-break" is not one of the ruling's options`));
    const n = copy(read('nine-ball-three-fouls.json'));
    (n.entries[k] as Entry).player = 'B';
    expect(replayMatch(asFile(n)).differences[0]).toMatch(new RegExp(`^entries\\[${k}\\]\\.player: the choice is player A's`));
  });
  for (const f of files)
    it(`${f}: replays stroke by stroke with the same rulings and result`, () => {
      const m = read(f);
      const r = replayMatch(m);
      expect(r.differences).toEqual([]);
      expect(r.agrees).toBe(true);
      expect(r.match.winner).toBe(m.result.winner);
      expect(r.strokes).toBe(m.entries.filter((e) => e.kind === 'stroke').length);
    });

  it('a ruling, a moved ball and a score that differ are each reported with their entry', () => {
    const m = copy(read('nine-ball-club-beginner.json'));
    const strokes = m.entries.map((e, k) => [e, k] as const).filter(([e]) => e.kind === 'stroke' && e.game === 1);
    const [ruled, k1] = strokes[2]!;
    ruled.ruling.legal = !ruled.ruling.legal;
    const [moved, k2] = strokes[5]!;
    const ball = moved.scenario.balls.find((b: { id: string; pocket?: string }) => b.id !== 'cue' && !b.pocket);
    ball.x += 0.01;
    m.result.games.A += 1;
    const d = replayMatch(asFile(m)).differences;
    expect(d.some((x) => x.startsWith(`entries[${k1}].ruling: the stroke is ruled`))).toBe(true);
    expect(
      d.some(
        (x) =>
          /^entries\[\d+\]\.scenario\.balls\[\d+\]: the \d+ is not where the previous stroke of the game left it$/.test(x) &&
          x.startsWith(`entries[${k2}].`),
      ),
    ).toBe(true);
    expect(d.some((x) => x.startsWith('result: the replay ends in games'))).toBe(true);
  });

  it('an act the rules do not allow is a difference naming its rule (T1.13: a second time-out)', () => {
    const m = copy(read('nine-ball-club-beginner.json'));
    const at = m.entries.findIndex((e) => e.kind === 'time-out');
    const by = m.entries[at]!.player as string;
    m.entries.splice(at + 1, 0, { kind: 'time-out', player: by });
    expect(replayMatch(asFile(m)).differences).toEqual([`entries[${at + 1}]: timeOuts: player ${by} has used his time-out (T1.13)`]);
  });

  it('the page opens a file by folding its entries (foldMatch): an act the rules refuse names its entry, as the replay does', () => {
    const m = copy(read('nine-ball-shot-clock.json'));
    // Acts after the match is over (it ends conceded): the first is refused by its entry and field.
    m.entries.push({ kind: 'concede', player: 'B' });
    const k = m.entries.length - 1;
    expect(() => foldMatch(asFile(m))).toThrow(new RegExp(`^entries\\[${k}\\]\\.phase: the match is over$`));
  });
  it("G6: the first break is chosen by the lag's winner, and a file that says another chose is a difference", () => {
    const m = copy(read('nine-ball-club-beginner.json'));
    const at = m.entries.findIndex((e) => e.kind === 'first-break');
    const winner = m.entries[at]!.player;
    m.entries[at]!.player = winner === 'A' ? 'B' : 'A';
    expect(replayMatch(asFile(m)).differences).toEqual([
      `entries[${at}].player: player ${m.entries[at]!.player} did not win the lag; its winner, player ${winner}, chooses who breaks (G6)`,
    ]);
  });

  it('a malformed file is refused with each field named', () => {
    const bad = (raw: unknown) => {
      try {
        parseMatch(raw);
        return [];
      } catch (e) {
        return (e as ScenarioError).issues.map((i) => i.path);
      }
    };
    expect(bad({ format: 'pool-match/1' })).toEqual(['settings', 'players', 'entries', 'result']);
    const m = copy(read('straight-pool-race-15.json'));
    m.settings.raceTo = 0;
    m.entries[0]!.kind = 'shove';
    expect(bad(m)).toEqual(['settings.raceTo', 'entries[0].kind']);
  });
});

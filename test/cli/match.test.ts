/**
 * `npm run sim -- match`: a match file replayed headless exits 0 when
 * every ruling and the result agree, 1 when something differs (named on stderr), 2 on bad input;
 * `--computer LEVEL --computer LEVEL` plays a match and writes a file that replays.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PRINTED_DIFFERENCES } from '../../src/cli/match.ts';
import { scratch, sim } from './cli.ts';

const { file, dir } = scratch('sim-match-');
const LIBRARY_MATCH = 'test/matches/straight-pool-race-15.json';

describe('npm run sim -- match', () => {
  it('replays a library match: exit 0, the score and that everything agrees', () => {
    const r = sim(['match', LIBRARY_MATCH]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/: 30 strokes replayed, 15:\d+, player A wins: every ruling and the result agree\n$/);
  });
  it('a file whose result differs: exit 1, the difference on stderr', () => {
    const m = JSON.parse(readFileSync(LIBRARY_MATCH, 'utf8'));
    m.result.points.B += 1;
    const r = sim(['match', file('changed.json', m)]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^result: the replay ends in games 1:0, points 15:\d+ \(winner A\); the file says/);
  });
  it('many differences: the first MAX_PRINTED_DIFFERENCES each naming its entry, the rest counted', () => {
    // Every legal stroke of a library match marked a foul: one differing ruling each, more than are printed.
    const library = readFileSync('test/matches/nine-ball-club-beginner.json', 'utf8');
    const n = library.match(/"legal": true/g)?.length ?? 0;
    expect(n).toBeGreaterThan(MAX_PRINTED_DIFFERENCES);
    const r = sim(['match', file('many.json', library.replace(/"legal": true/g, '"legal": false'))]);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines.filter((l) => /^entries\[\d+\]\.ruling: /.test(l))).toHaveLength(MAX_PRINTED_DIFFERENCES);
    expect(lines.at(-1)).toBe(`... and ${n - MAX_PRINTED_DIFFERENCES} more differences`);
  });
  it('a game broken by the wrong player (G35) or a time-out off turn (T1.13): exit 1, each named by its entry and field', () => {
    const m = JSON.parse(readFileSync('test/matches/nine-ball-three-fouls.json', 'utf8'));
    const k = m.entries.findIndex((e: { kind: string; game?: number }) => e.kind === 'stroke' && e.game === 2);
    m.entries[k].scenario.state.shooter = 'A';
    const r = sim(['match', file('wrong-breaker.json', m)]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^entries\\[${k}\\]\\.scenario\\.state\\.shooter: game 2 is broken by player B`));
    const n = JSON.parse(readFileSync('test/matches/nine-ball-three-fouls.json', 'utf8'));
    const t = n.entries.findIndex((e: { kind: string }) => e.kind === 'time-out');
    n.entries[t].player = 'A';
    const off = sim(['match', file('time-out-off-turn.json', n)]);
    expect(off.status).toBe(1);
    expect(off.stderr).toBe(
      `entries[${t}].player: player A is not at the table, player B is (T1.13: "Hráč si môže zobrať time out len vtedy, ak je na rade")\n`,
    );
  });
  it('bad input: exit 2 with the field or the option named', () => {
    expect(sim(['match', file('bad.json', { format: 'pool-match/1', settings: {} })]).stderr).toMatch(/^settings\.game: /);
    expect(sim(['match', `${dir}/none.json`]).stderr).toMatch(/no such file/);
    const opt = sim(['match', '--computer', 'club']);
    expect(opt.status).toBe(2);
    expect(opt.stderr).toMatch(/^--computer: give it twice/);
    expect(sim(['match', '--computer', 'club', '--computer', 'expert']).stderr).toMatch(
      /^--computer: expected one of beginner, club, tournament, amateur, professional, got "expert"/,
    );
    expect(sim(['match', '--computer', 'club', '--computer', 'club', '--race', '0']).stderr).toMatch(
      /^--race: expected a whole number from 1 to 1000/,
    );
  });
  it('--computer twice plays a match and writes a file that replays', () => {
    const out = `${dir}/played.json`;
    const r = sim(['match', '--computer', 'professional', '--computer', 'professional', '--race', '1', '--seed', '5', '--out', out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /^nine-ball, race to 1: A \(professional\) \d, B \(professional\) \d; player [AB] \(professional\) wins; \d+ strokes; written to /,
    );
    expect(sim(['match', out]).status).toBe(0);
  });
});

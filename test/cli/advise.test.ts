/**
 * `npm run sim -- advise` answers the question asked: a position it cannot plan
 * from is bad input with its field (exit 2), the break is planned, and a suggestion with ball in
 * hand plays back under the same state (the kitchen stays the kitchen).
 */
import { describe, expect, it } from 'vitest';
import { scratch, sim } from './cli.ts';

const { file } = scratch('sim-advise-');
const nine = (balls: unknown[], state: object = {}) => ({ format: 'pool-scenario/1', name: 'a', game: 'nine-ball', state, balls });

describe('npm run sim -- advise', () => {
  it('a cue ball lying in a pocket with nobody holding it is bad input, its field named (not an internal error)', () => {
    const r = sim([
      'advise',
      file(
        'pocket.json',
        nine([
          { id: 'cue', pocket: 'foot-left' },
          { id: '1', x: 0.3, y: 0.2 },
        ]),
      ),
    ]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^balls\[0\]\.pocket: the cue ball lies in pocket foot-left: there is no stroke to plan/);
  });
  it('balls still moving are refused with the ball and why (every stroke would be a G13 foul)', () => {
    const r = sim([
      'advise',
      file(
        'moving.json',
        nine([
          { id: 'cue', x: -0.5, y: 0 },
          { id: '1', x: 0.3, y: 0.2, w: [0, 0, 3] },
        ]),
      ),
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^balls\[1\]\.w: ball "1" is still moving: a stroke now is a foul \(G13\)/);
  });
  it('a cue ball in the air is refused with its field: it has yet to land (not planned as if it lay on the cloth)', () => {
    const r = sim([
      'advise',
      file(
        'airborne.json',
        nine([
          { id: 'cue', x: -0.5, y: 0, z: 0.2 },
          { id: '1', x: 0.3, y: 0.2 },
        ]),
      ),
    ]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^balls\[0\]\.z: ball "cue" is in the air \(z = 0\.2 m, on the cloth 0\.028575\): it has yet to land/);
  });
  it('in the break phase it plans the break from the kitchen, and the playback is the break', () => {
    const s = { ...nine([], { phase: 'break', ballInHand: 'kitchen' }), rack: { type: 'nine-ball' }, balls: [{ id: 'cue', x: -0.8, y: 0 }] };
    const text = sim(['advise', file('break.json', s)]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/1\. the break at the 1: a power break/);
    const json = sim(['advise', file('break.json', s), '--json']);
    const [first] = JSON.parse(json.stdout) as Array<{ scenario: Record<string, unknown> }>;
    expect(first!.scenario).toMatchObject({ rack: { type: 'nine-ball' }, state: { phase: 'break', ballInHand: 'kitchen' } });
    const played = sim(['run', file('played-break.json', first!.scenario), '--json']);
    expect(played.status).toBe(0);
    expect(
      (JSON.parse(played.stdout) as { events: Array<{ type: string; balls: string[] }> }).events.find((e) => e.type === 'ball-ball')?.balls,
    ).toEqual(['cue', '1']);
  });
  it('a rack outside the break is refused with its field', () => {
    const r = sim(['advise', file('rack.json', { ...nine([{ id: 'cue', x: -0.8, y: 0 }]), rack: { type: 'nine-ball' } })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^rack: a rack is for the break/);
  });
});

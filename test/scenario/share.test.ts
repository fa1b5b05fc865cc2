/** Shared URLs: a scenario round-trips through the fragment; bad links are refused with the field named. */
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_CHARS, readShared, shareFragment } from '../../src/scenario/share.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import {
  ballSchema,
  declaredSchema,
  expectSchema,
  scenarioSchema,
  stateSchema,
  strokeSchema,
  type ScenarioInput,
} from '../../src/scenario/schema.ts';

const scratch: ScenarioInput = {
  format: 'pool-scenario/1',
  name: 'Škrt: biela padne',
  game: 'nine-ball',
  balls: [
    { id: 'cue', x: 0, y: 0.1 },
    { id: '1', x: 0, y: 0.45 },
  ],
  shot: { aimDeg: 90, cueSpeed: 2, tip: { side: 0, height: 0.5 } },
};
const frag = (text: string) => `#scenario=${Buffer.from(text, 'utf8').toString('base64url')}`;

describe('shared links', () => {
  it('round-trip a scenario exactly, Slovak text included', () => {
    const read = readShared(`#${shareFragment(scratch)}`);
    expect(read && 'scenario' in read ? read.scenario.name : read).toBe('Škrt: biela padne');
    expect(read && 'scenario' in read ? read.scenario.shot : null).toEqual({
      aimDeg: 90,
      cueSpeed: 2,
      tip: { side: 0, height: 0.5 },
      elevationDeg: 0,
    });
  });
  it('ignore a fragment without a scenario', () => {
    expect(readShared('#top')).toBeNull();
    expect(readShared('')).toBeNull();
  });
  it('refuse what is not base64url, not UTF-8, not JSON, or too long', () => {
    expect(readShared('#scenario=<script>')).toEqual({ error: expect.stringMatching(/^shared link: cannot be read/) });
    expect(readShared(`#scenario=${Buffer.from([0xff, 0xfe]).toString('base64url')}`)).toEqual({
      error: expect.stringMatching(/^shared link: cannot be read/),
    });
    expect(readShared(frag('{"format": '))).toEqual({ error: expect.stringMatching(/^shared link: \(file\): invalid JSON/) });
    expect(readShared(`#scenario=${'A'.repeat(MAX_SHARED_CHARS + 1)}`)).toEqual({ error: expect.stringMatching(/at most/) });
  });
  it('refuse a hostile or impossible scenario, naming the field', () => {
    expect(readShared(frag(JSON.stringify({ ...scratch, __proto__x: 1 })))).toEqual({ error: expect.stringMatching(/__proto__x/) });
    expect(readShared(frag(JSON.stringify({ ...scratch, balls: [{ id: 'cue', x: 5, y: 0 }] })))).toEqual({
      error: expect.stringMatching(/balls\[0\]\.x/),
    });
    expect(readShared(frag(JSON.stringify({ ...scratch, shot: { aimDeg: 0, cueSpeed: 1e9 } })))).toEqual({
      error: expect.stringMatching(/shot\.cueSpeed/),
    });
  });
});

/**
 * A link carries all of the scenario. Two scenarios that together give every
 * field the schema has (a test below keeps them in step with the schema) come back from the link
 * exactly as the loader reads the file.
 */
const everything: ScenarioInput[] = [
  {
    format: 'pool-scenario/1',
    name: 'Every field',
    description: { en: 'All of it', sk: 'Všetko' },
    brief: { en: 'The 2 still turns', sk: 'Dvojka sa ešte točí' },
    tags: ['share', 'G13'],
    twin: 'Every field, twin',
    table: '8ft',
    pockets: 'return',
    lamp: true,
    game: 'nine-ball',
    rules: 'wpa',
    balls: [
      { id: 'cue', x: -0.5, y: 0.1, z: 0.03, v: [0.5, 0, 0], w: [0, 3, 0] },
      { id: '1', x: 0.3, y: -0.1 },
      { id: '2', x: 0.5, y: 0.2, w: [0, 0, 4] },
      { id: '3', pocket: 'foot-left' },
    ],
    state: {
      shooter: 'B',
      ballInHand: 'none',
      phase: 'push-out-available',
      foulsInRow: { A: 1, B: 2 },
      warned: { A: false, B: true },
      conductWarned: { A: true, B: false },
      groups: null,
      call: { ball: '1', pocket: 'side-left' },
      obvious: false,
      safety: false,
      pushOut: true,
      frozenDeclared: [{ ball: '1', to: 'left' }],
      score: { A: 3, B: 4 },
      target: 7,
      clock: { limitS: 35, elapsedS: 12.5, extensions: { A: 1, B: 0 } },
    },
    shot: { aimAt: '1', cueSpeed: 1.25, tip: { side: 0.1, height: -0.2 }, elevationDeg: 0, followThroughM: 0.12, pushS: 0.2 },
    declared: [
      { type: 'ball-touched', by: 'spectator', t: 0.5, ball: '2', effect: 'stopped' },
      { type: 'ball-settled', by: 'referee', t: 6, ball: '2', pocket: 'head-right' },
    ],
    expect: {
      legal: false,
      fouls: [{ code: 'no-rail', rule: 'G19', t: 0.4, by: 'B' }],
      onlyFouls: true,
      enforced: { code: 'no-rail', rule: 'G19' },
      pocketed: ['1'],
      respot: [{ id: '1', x: 0.6, y: 0 }],
      inningEnds: true,
      next: { shooter: 'A', ballInHand: 'table', options: ['accept-table'] },
      scoreDelta: { A: 0 },
      lossOfGame: null,
      rerack: { breakBall: { id: '1', x: 0.6, y: 0 }, cue: 'kitchen' },
      events: [{ type: 'cue-strike' }],
    },
  },
  {
    format: 'pool-scenario/1',
    name: 'The lag',
    game: 'lag',
    balls: [
      { id: 'lag-A', x: -0.9, y: 0.3 },
      { id: 'lag-B', x: -0.9, y: -0.3 },
    ],
    rack: { type: 'nine-ball', seed: 3, jitterMm: 0.5 },
    shot: [
      { aimPoint: [0.5, 0.3], cueSpeed: 2, ball: 'lag-A' },
      { aimDeg: 0, cueSpeed: 2.1, ball: 'lag-B' },
    ],
  },
];

describe('a link carries every field of the scenario (issue 30, point 5)', () => {
  it('each field comes back from the link as the loader reads it from a file', () => {
    for (const s of everything) {
      const read = readShared(`#${shareFragment(s)}`);
      if (!read || 'error' in read) throw new Error(read ? read.error : 'no link');
      expect(read.scenario).toEqual(parseScenario(s));
    }
  });
  it('the two scenarios above give every field of the schema, so a field added later is round-tripped too', () => {
    const used = (pick: (s: Record<string, unknown>) => unknown[]) =>
      new Set(
        everything.flatMap((s) => pick(s as unknown as Record<string, unknown>).flatMap((x) => (x && typeof x === 'object' ? Object.keys(x) : []))),
      );
    const list = (x: unknown) => (Array.isArray(x) ? x : x === undefined ? [] : [x]);
    const shapes: Array<[string, Record<string, unknown>, Set<string>]> = [
      ['scenario', scenarioSchema.shape, used((s) => [s])],
      ['balls[i]', ballSchema.shape, used((s) => list(s.balls))],
      ['shot', strokeSchema.shape, used((s) => list(s.shot))],
      ['state', stateSchema.shape, used((s) => list(s.state))],
      ['declared[i]', declaredSchema.shape, used((s) => list(s.declared))],
      ['expect', expectSchema.shape, used((s) => list(s.expect))],
    ];
    for (const [where, shape, seen] of shapes)
      expect(
        Object.keys(shape)
          .filter((k) => !seen.has(k))
          .map((k) => `${where}.${k}`),
      ).toEqual([]);
  });
});

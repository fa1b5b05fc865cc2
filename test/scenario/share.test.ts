/** Shared URLs (issue 6): a scenario round-trips through the fragment; bad links are refused with the field named. */
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_CHARS, readShared, shareFragment } from '../../src/scenario/share.ts';
import type { ScenarioInput } from '../../src/scenario/schema.ts';

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

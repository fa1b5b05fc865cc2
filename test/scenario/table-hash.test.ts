/** The table's fingerprint: FNV-1a 64 as published, and a change of one ball by one unit in the last place changes it. */
import { describe, expect, it } from 'vitest';
import { fnv1a64, tableHash } from '../../src/scenario/table-hash.ts';

describe('table hash', () => {
  it('is FNV-1a 64 (the published test vectors: "" and "a", "foobar")', () => {
    // Source: the FNV reference test suite (isthe.com/chongo/tech/comp/fnv), 64-bit FNV-1a.
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
  it('tells two tables apart that differ by the last bit of one coordinate', () => {
    const x = 0.123456789;
    const next = x + Number.EPSILON / 8;
    expect(next).not.toBe(x);
    const table = (bx: number) => ({ final: { balls: [{ id: 'cue' as const, state: 'stationary' as const, x: bx, y: 0.2, z: 0.028575 }] } });
    expect(tableHash(table(x))).not.toBe(tableHash(table(next)));
    expect(tableHash(table(x))).toBe(tableHash(table(x)));
  });
});

/**
 * A short fingerprint of the table a stroke leaves: every ball's final state and position, written
 * with JavaScript's own shortest round-trip number text (the same in every engine; ASCII) and hashed with
 * 64-bit FNV-1a in two 32-bit halves (Math.imul: integer arithmetic, bit-identical in Node and the
 * browser, no async crypto). The online table server sends it with each stroke; a page that plays the
 * stroke with its own engine and gets another fingerprint knows it drew a different table.
 */
import type { ShotRecord } from '../physics/index.ts';

/** The final balls as one canonical line: id, state, x, y, z, pocket per ball, in the record's order. */
export function finalTableText(record: Pick<ShotRecord, 'final'>): string {
  return record.final.balls.map((b) => [b.id, b.state, b.x ?? '', b.y ?? '', b.z ?? '', b.pocket ?? ''].join(',')).join(';');
}

/** FNV-1a, 64 bits, as 16 hex digits. */
export function fnv1a64(text: string): string {
  // The 64-bit offset basis and prime, split into high and low 32-bit words.
  let hi = 0xcbf29ce4,
    lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // (hi:lo) * 0x100000001b3 mod 2^64: the prime is 2^40 + 0x1b3.
    const loMul = lo * 0x1b3;
    const carry = Math.floor(loMul / 0x100000000);
    const newLo = loMul >>> 0;
    hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
    lo = newLo;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The fingerprint of the table a stroke left. */
export function tableHash(record: Pick<ShotRecord, 'final'>): string {
  return fnv1a64(finalTableText(record));
}

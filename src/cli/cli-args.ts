/**
 * How every CLI command reads its options' numbers and repeats: a whole number is decimal digits
 * only (Number() would read "0x3" as 3, "1e1" as 10 and "" as 0), and an option that takes a value
 * may be given once (a second `--race` or `--out` would silently replace the first, as a key given
 * twice in a file would).
 */

/** `v` as a whole number from lo to hi, written in decimal digits; else an Error naming the option. */
export function decimalWhole(option: string, v: string | undefined, lo: number, hi: number): number {
  const n = v !== undefined && /^[0-9]{1,10}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < lo || n > hi)
    throw new Error(`${option}: expected a whole number from ${lo} to ${hi}, got ${JSON.stringify(v ?? null)}`);
  return n;
}

/** Records that `option` was given; an Error when it was given before. */
export function once(seen: Set<string>, option: string): void {
  if (seen.has(option)) throw new Error(`${option}: given twice; give it once`);
  seen.add(option);
}

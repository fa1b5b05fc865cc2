/**
 * Seeded pseudo-random numbers (sfc32 seeded through splitmix32). Integer arithmetic only, so a
 * seed gives the same sequence in every JavaScript engine; never use Math.random in the
 * simulation (design.md: determinism).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A point uniformly inside the unit disc, by rejection (no trigonometry). */
  inDisc(): [number, number];
  /** Fisher-Yates shuffle in place; returns the array. */
  shuffle<T>(items: T[]): T[];
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  if (!Number.isInteger(seed)) throw new Error(`rng seed must be an integer, got ${seed}`);
  const init = splitmix32(seed);
  let a = init(),
    b = init(),
    c = init(),
    d = init();
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextU32();
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    range: (lo, hi) => lo + (hi - lo) * rng.next(),
    int: (n) => Math.floor(rng.next() * n),
    inDisc: () => {
      for (;;) {
        const x = 2 * rng.next() - 1;
        const y = 2 * rng.next() - 1;
        if (x * x + y * y <= 1) return [x, y];
      }
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const tmp = items[i] as (typeof items)[number];
        items[i] = items[j] as (typeof items)[number];
        items[j] = tmp;
      }
      return items;
    },
  };
  return rng;
}

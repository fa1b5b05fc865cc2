/** Plain 2-D vector helpers on `{x, y}`-free tuples; allocation-light, used by geometry code. */
export type Vec2 = readonly [number, number];

export const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Vec2, k: number): Vec2 => [a[0] * k, a[1] * k];
export const dot = (a: Vec2, b: Vec2): number => a[0] * b[0] + a[1] * b[1];
export const cross = (a: Vec2, b: Vec2): number => a[0] * b[1] - a[1] * b[0];
export const length = (a: Vec2): number => Math.sqrt(a[0] * a[0] + a[1] * a[1]);
export const normalize = (a: Vec2): Vec2 => {
  const l = length(a);
  if (l === 0) throw new Error('Cannot normalize a zero vector.');
  return [a[0] / l, a[1] / l];
};

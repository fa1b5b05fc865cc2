/**
 * Equality of plain JSON values by what they say, not how they are written: an object's keys in
 * any order (`{"B":0,"A":0}` is `{"A":0,"B":0}`), a key whose value is undefined the same as no
 * key, lists in their order (a ruling's fouls and options are ordered), numbers by value.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, k) => sameValue(x, b[k]));
  const ka = definedKeys(a as Record<string, unknown>);
  const kb = definedKeys(b as Record<string, unknown>);
  return (
    ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

const definedKeys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);

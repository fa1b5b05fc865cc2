/**
 * Comparing a result with a scenario's `expect` (design.md): scalars must be equal, objects
 * compare only the keys given, `fouls` are partial fouls that must all be present as a multiset
 * (two expected fouls need two fouls of the ruling; no others with `onlyFouls`), `events` are
 * partial events that must occur in that order.
 */
import type { ScenarioExpect } from './schema.ts';
import type { ScenarioResult } from './run.ts';

/** True when every key given in `partial` matches `actual` (recursively for objects). */
export function matchesPartial(partial: unknown, actual: unknown): boolean {
  if (partial === null || typeof partial !== 'object') {
    if (typeof partial === 'number' && typeof actual === 'number') return partial === actual;
    return partial === actual;
  }
  if (Array.isArray(partial)) {
    return Array.isArray(actual) && partial.length === actual.length && partial.every((p, i) => matchesPartial(p, actual[i]));
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(partial).every(([k, v]) => matchesPartial(v, (actual as Record<string, unknown>)[k]));
}

export function checkExpect(expect: ScenarioExpect | undefined, result: ScenarioResult): string[] {
  if (!expect) return [];
  const failures: string[] = [];
  const { events, onlyFouls, ...rulingKeys } = expect;
  if (events) {
    let k = 0;
    for (const want of events) {
      while (k < result.events.length && !matchesPartial(want, result.events[k])) k++;
      if (k >= result.events.length) {
        failures.push(`expect.events: no event matching ${JSON.stringify(want)} in order`);
        break;
      }
      k++;
    }
  }
  const keys = Object.keys(rulingKeys).filter((k) => (rulingKeys as Record<string, unknown>)[k] !== undefined);
  if (keys.length > 0 || onlyFouls !== undefined) {
    const ruling = result.ruling as unknown as Record<string, unknown>;
    for (const key of keys) {
      const want = (rulingKeys as Record<string, unknown>)[key];
      const got = ruling[key];
      if (key === 'fouls') {
        const list = (got as unknown[]) ?? [];
        // Each expected foul takes a foul of its own: two identical expectations need two fouls.
        const used = new Set<number>();
        for (const f of want as unknown[]) {
          const at = list.findIndex((g, i) => !used.has(i) && matchesPartial(f, g));
          if (at < 0) failures.push(`expect.fouls: no foul matching ${JSON.stringify(f)}${used.size > 0 ? ' besides those already matched' : ''}`);
          else used.add(at);
        }
        if (onlyFouls && list.length !== (want as unknown[]).length)
          failures.push(`expect.onlyFouls: ${list.length} fouls, expected ${(want as unknown[]).length}`);
      } else if (!matchesPartial(want, got)) {
        failures.push(`expect.${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      }
    }
  }
  return failures;
}

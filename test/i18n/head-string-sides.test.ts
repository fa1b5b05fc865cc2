/**
 * One orientation of the head string, the rulebook's, in every Slovak text. G15:
 * the cue ball in the kitchen may be placed "len pred hranicu záhlavia, nie na ňu", so the kitchen
 * lies *pred* hranicou záhlavia; G9: an object ball "na hranici záhlavia, alebo za ním v hracom
 * poli" is outside it, *za* hranicou. Every Slovak string of src/i18n and of the scenario library
 * is read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TERM } from '../../src/i18n/glossary.ts';

const I18N = 'src/i18n';
const LIBRARY = 'test/scenarios';

/** Every string under an `sk` key (and every string of a Slovak-only table) in a value, recursively. */
function slovakStrings(v: unknown, underSk = false, out: string[] = []): string[] {
  if (typeof v === 'string') {
    if (underSk) out.push(v);
  } else if (Array.isArray(v)) for (const x of v) slovakStrings(x, underSk, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) slovakStrings(x, underSk || k === 'sk', out);
  return out;
}

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

async function allSlovak(): Promise<Array<{ where: string; text: string }>> {
  const out: Array<{ where: string; text: string }> = [];
  for (const f of files(I18N, '.ts')) {
    const mod: Record<string, unknown> = await import(/* @vite-ignore */ `../../${f}`);
    for (const text of slovakStrings(mod)) out.push({ where: f, text });
  }
  for (const f of files(LIBRARY, '.json')) for (const text of slovakStrings(JSON.parse(readFileSync(f, 'utf8')))) out.push({ where: f, text });
  return out;
}

/** Phrasings that put the kitchen on the field's side of the head string. */
const WRONG_SIDE: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /záhlaví\s*\((?:za|spoza) hranic/, why: 'the kitchen glossed as "za hranicou" (G15: pred)' },
  { pattern: /(?:v ruke|do ruky) za hranic\S* záhlavia/, why: 'ball in hand in the kitchen put "za hranicou" (G15: pred)' },
  { pattern: /za hranicu záhlavia, nie na ňu/, why: 'G15 places the cue ball "pred hranicu záhlavia, nie na ňu"' },
  { pattern: /spred hranice záhlavia/, why: 'played from the kitchen\'s side is legal: a foul is "mimo záhlavia" / "za hranicou"' },
];

describe('the head string in Slovak (G9, G15)', () => {
  it('the glossary names the two sides as the rulebook does, and the rulebook says so', () => {
    const seeds = readFileSync('docs/seeds/vseobecne-pravidla-poolovych-hier.txt', 'utf8');
    expect(seeds).toContain('položiť len pred hranicu záhlavia, nie na ňu'); // G15
    expect(seeds).toContain('na hranici záhlavia, alebo za ním v hracom poli'); // G9
    expect(TERM.kitchenSide.sk).toBe('pred hranicou záhlavia');
    expect(TERM.fieldSide.sk).toBe('za hranicou záhlavia');
  });

  it('no Slovak text puts the kitchen, or a ball in hand in it, on the field side', async () => {
    const texts = await allSlovak();
    expect(texts.length).toBeGreaterThan(500); // the sweep reads the whole library and every table
    const wrong = texts.flatMap(({ where, text }) => WRONG_SIDE.filter((w) => w.pattern.test(text)).map((w) => `${where}: ${w.why}: "${text}"`));
    expect(wrong).toEqual([]);
  });

  it('a lag is played from the kitchen: no lag text says it is played from beyond the head string (G5, G15)', async () => {
    const lags = (await allSlovak()).filter(({ text }) => /rozohr/.test(text));
    expect(lags.length).toBeGreaterThan(5);
    expect(lags.filter(({ text }) => /spoza hranice záhlavia/.test(text)).map((l) => `${l.where}: ${l.text}`)).toEqual([]);
  });
});

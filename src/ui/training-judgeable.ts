/**
 * Whether a referee at the table can decide a question by eye, or only an instrument can, read
 * from the stroke's own margins: the time between the tip's touch and the cue ball's first
 * contact (a push-through of a third of a millisecond), the time between the cue ball's first
 * two contacts (a split hit), the gap between two lag balls at rest, the spin of a ball the eye
 * sees at rest. A question decided by instrument shows the measurement on its card and is left out
 * of an exam unless the exam asks for it.
 */
import { num } from '../i18n/glossary.ts';
import type { Lang } from '../i18n/texts.ts';
import type { ShotRecord } from '../physics/index.ts';
import { gameOf, type Ruling } from '../rules/index.ts';
import type { Scenario } from '../scenario/schema.ts';

/** Two moments closer than this look like one to the eye, s (a frame of a referee's sight, about 1/20 s). */
export const EYE_TIME_S = 0.05;
/** Two lag balls closer than this to the head cushion's line cannot be told apart by eye, m. */
export const EYE_DISTANCE_M = 0.002;
/** A ball turning slower than this looks still, rad/s (one turn in about 13 s). */
export const EYE_SPIN_RAD_S = 0.5;

export interface Judgeable {
  readonly by: 'eye' | 'instrument';
  /** What the instrument measured, in each language (null when the eye decides). */
  readonly measured: { readonly sk: string; readonly en: string } | null;
}

const msText = (s: number, lang: Lang) => `${num(s * 1000, s < 0.001 ? 2 : 1, lang)} ms`;

/** Judged on the margin the ruling turns on: only a decision that rests on it needs the instrument. */
export function judgeable(s: Scenario, record: ShotRecord, ruling: Pick<Ruling, 'fouls'>): Judgeable {
  const fouled = (code: string) => ruling.fouls.some((f) => f.code === code);
  const measured =
    lagGap(s, record) ??
    spinAtStrike(s) ??
    (fouled('push-through') ? tipToContact(record) : null) ??
    (fouled('wrong-ball-first') ? splitHit(record) : null);
  return measured ? { by: 'instrument', measured } : { by: 'eye', measured: null };
}

/** A push-through ruled on time (G22: the tip still on the cue ball when it meets the object ball), closer than the eye can part. */
function tipToContact(record: ShotRecord): Judgeable['measured'] {
  const tip = record.events.find((e) => e.type === 'cue-tip-contact');
  const hit = record.events.find((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
  if (!tip || tip.type !== 'cue-tip-contact' || !hit || hit.t > tip.end || hit.t - tip.start >= EYE_TIME_S) return null;
  return {
    sk: `Špička tága sa bielej dotýkala ${msText(tip.end - tip.start, 'sk')}; biela zasiahla farebnú guľu ${msText(hit.t - tip.start, 'sk')} po dotyku špičky, keď bola špička ešte na nej.`,
    en: `The tip touched the cue ball for ${msText(tip.end - tip.start, 'en')}; the cue ball met the object ball ${msText(hit.t - tip.start, 'en')} after the tip's touch, with the tip still on it.`,
  };
}

/** A wrong ball first by less than the eye can part (T2.10: the eye sees both at once, and rules for the shooter). */
function splitHit(record: ShotRecord): Judgeable['measured'] {
  const hits = record.events.filter((e) => e.type === 'ball-ball' && e.balls.includes('cue'));
  const [a, b] = hits;
  if (!a || !b || b.t - a.t >= EYE_TIME_S) return null;
  const other = (e: typeof a) => e.balls.find((x) => x !== 'cue');
  if (other(a) === other(b)) return null;
  return {
    sk: `Biela zasiahla guľu ${other(a)} a guľu ${other(b)} v odstupe ${msText(b.t - a.t, 'sk')}.`,
    en: `The cue ball met the ${other(a)} and the ${other(b)} ${msText(b.t - a.t, 'en')} apart.`,
  };
}

/** Two lag balls at rest nearly as far from the head cushion. */
function lagGap(s: Scenario, record: ShotRecord): Judgeable['measured'] {
  if (!gameOf(s.game).picksBreaker) return null;
  const at = (id: string) => record.final.balls.find((b) => b.id === id && b.state !== 'pocketed' && b.x !== undefined)?.x;
  const [a, b] = [at('lag-A'), at('lag-B')];
  if (a === undefined || b === undefined || Math.abs(a - b) >= EYE_DISTANCE_M) return null;
  const mm = Math.abs(a - b) * 1000;
  return {
    sk: `Gule v rozohre zastali ${num(mm, 2, 'sk')} mm od seba, merané k prednému mantinelu.`,
    en: `The lag balls came to rest ${num(mm, 2, 'en')} mm apart, measured to the head cushion.`,
  };
}

/** A ball turning at the strike too slowly to be seen. */
function spinAtStrike(s: Scenario): Judgeable['measured'] {
  for (const b of s.balls) {
    const w = b.w ? Math.hypot(b.w[0], b.w[1], b.w[2]) : 0;
    if (w > 0 && w < EYE_SPIN_RAD_S)
      return {
        sk: `Guľa ${b.id} sa pri údere točila ${num(w, 2, 'sk')} rad/s, jednu otáčku za ${num((2 * Math.PI) / w, 0, 'sk')} s.`,
        en: `The ${b.id} was turning at ${num(w, 2, 'en')} rad/s at the strike, one turn in ${num((2 * Math.PI) / w, 0, 'en')} s.`,
      };
  }
  return null;
}

/**
 * One sentence per event of the stroke's log (design.md, "Event log"), in the rulebook's terms
 * (glossary.ts): "biela zasiahla guľu 1", "guľa 1 sa dotkla zadného mantinelu", "biela prešla cez
 * hranicu záhlavia von zo záhlavia". Events a referee does not watch for (a ball entering a
 * pocket's drop, a single ball coming to rest) have no sentence.
 */
import type { ShotEvent } from '../physics/index.ts';
import { ball, capitalized, CUE_PART, CUSHION, num, POCKET, TERM } from './glossary.ts';
import type { Lang } from './texts.ts';

export function eventSentence(e: ShotEvent, lang: Lang): string | null {
  const a = ball(e.balls[0] ?? 'cue');
  const sk = lang === 'sk';
  switch (e.type) {
    case 'cue-tip-contact': {
      const lasted = `${num((e.end - e.start) * 1000, 1, lang)} ms`;
      return sk
        ? `Špička tága zasiahla ${a.sk.acc} (${e.count}. dotyk, trval ${lasted})`
        : `tip contact ${e.count}: the tip struck ${a.en} (lasting ${lasted})`;
    }
    case 'cue-stick-contact': {
      const part = CUE_PART[e.part];
      return sk ? `${part.sk.nom} sa dotkla ${a.sk.gen}` : `${part.en} touched ${a.en}`;
    }
    case 'miscue':
      return sk ? TERM.miscue.sk : TERM.miscue.en;
    case 'ball-ball': {
      const b = ball(e.balls[1] ?? '');
      const v = `${num(e.speed, 2, lang)} m/s`;
      return sk ? `${a.sk.nom} zasiahla ${b.sk.acc} (${v})` : `${a.en} hit ${b.en} (${v})`;
    }
    case 'ball-cushion': {
      if (e.part === 'jaw' && e.pocket) {
        const p = POCKET[e.pocket];
        return sk ? `${a.sk.nom} sa dotkla mantinelu v ústí ${p.sk.gen}` : `${a.en} touched the cushion in the mouth of ${p.en}`;
      }
      const c = CUSHION[e.cushion];
      return sk ? `${a.sk.nom} sa dotkla ${c.sk.gen}` : `${a.en} touched ${c.en}`;
    }
    case 'pocketed':
      return sk ? `${a.sk.nom} padla do ${POCKET[e.pocket].sk.gen}` : `${a.en} was pocketed in ${POCKET[e.pocket].en}`;
    case 'pocket-exit':
      return sk ? `${a.sk.nom} vyskočila z ${POCKET[e.pocket].sk.gen} späť na stôl` : `${a.en} came back out of ${POCKET[e.pocket].en}`;
    case 'head-string':
      if (e.direction === 'out')
        return sk ? `${a.sk.nom} prešla cez hranicu záhlavia von zo záhlavia` : `${a.en} crossed the head string out of the kitchen`;
      return sk ? `${a.sk.nom} sa vrátila cez hranicu záhlavia do záhlavia` : `${a.en} came back across the head string into the kitchen`;
    case 'airborne':
      return sk ? `${a.sk.nom} vyskočila z plochy stola do vzduchu` : `${a.en} left the cloth`;
    case 'landed':
      return sk ? `${a.sk.nom} dopadla späť na plochu stola` : `${a.en} landed on the cloth`;
    case 'rail-top':
      return sk ? `${a.sk.nom} dopadla na vrch mantinelu` : `${a.en} landed on top of the rail`;
    case 'off-table': {
      const where = {
        floor: { sk: 'a dopadla na zem', en: 'and landed on the floor' },
        lamp: { sk: 'a zasiahla lampu', en: 'and hit the lamp' },
        'rail-top': { sk: 'a zostala ležať na vrchu mantinelu', en: 'and came to rest on top of the rail' },
      }[e.touched];
      return sk ? `${a.sk.nom} vyskočila zo stola ${where.sk}` : `${a.en} left the table ${where.en}`;
    }
    case 'all-rest':
      return sk ? 'všetky gule stoja' : 'all balls are at rest';
    default:
      return null;
  }
}

/** The sentence with a capital, as a line of the timeline starts. */
export function eventLine(e: ShotEvent, lang: Lang): string | null {
  const s = eventSentence(e, lang);
  return s === null ? null : capitalized(s);
}

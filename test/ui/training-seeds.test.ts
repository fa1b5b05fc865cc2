/**
 * Cards that teach the seeds and nothing else: each case a Slovak referee trainer found a card
 * teaching wrong, checked on the card the trainee reads (the ruling as the card words it, the fouls,
 * the description), in both languages, by the rule it turns on.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/texts.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import { questionView, trainingCard, type Card } from '../../src/ui/training-card.ts';
import { droppedWhilePlayed } from '../../src/ui/training-asked.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

const library = trainingScenarios();
const LANGS: readonly Lang[] = ['sk', 'en'];

function named(start: string): Scenario {
  const s = library.find((x) => x.name.startsWith(start));
  if (!s) throw new Error(`no training question named ${start}…`);
  return s;
}
function card(s: Scenario, lang: Lang): Card {
  const r = runScenario(s);
  return trainingCard(s, r.record, r.result.ruling, lang);
}
const whole = (c: Card) => [c.description, c.ruling, ...c.fouls].join(' ');

describe('every card right by the seeds', () => {
  it('WPA 14.1: the 14th and 15th made on one legal stroke are re-racked and the shooter plays on, with no opening break', () => {
    const s = named('S61 ');
    expect(card(s, 'sk').ruling).not.toMatch(/rozbíja|rozstrel/);
    expect(card(s, 'sk').ruling).toMatch(/všetkých pätnásť sa znova rozostaví.*Hráč A pokračuje\./);
    expect(card(s, 'en').ruling).not.toMatch(/breaks|opening break/);
    // The third foul's re-rack is the one with the opening break (WPA 14.1).
    expect(card(named('S70 '), 'sk').ruling).toMatch(/vykoná otvárací rozstrel/);
  });

  it('T2.28: a safety played to spoil the position is not unsportsmanlike; the conduct a card punishes is a deliberate evasion of the rules', () => {
    const conduct = library.filter((s) => s.declared.some((d) => d.type === 'intentional-foul'));
    expect(conduct.length).toBeGreaterThanOrEqual(2);
    for (const s of conduct)
      for (const lang of LANGS) {
        const texts = [...questionView(s, lang).lines.map((l) => l.text), whole(card(s, lang))].join(' ');
        expect(texts, `${s.name} [${lang}]`).not.toMatch(/zničil súperovi postavenie|spoil the position for the opponent/);
      }
    expect(whole(card(named('T2.28 Intentional foul after'), 'sk'))).toMatch(/obchádzanie pravidiel/);
  });

  it('G4: a ball pocketed on a called safety does not count, and the card says so by G4, not by the obvious shot of T2.8', () => {
    const s = named('G4 A ball pocketed on a called safety');
    for (const lang of LANGS) {
      expect(card(s, lang).ruling, lang).toMatch(/\(G4\)/);
      expect(card(s, lang).ruling, lang).not.toMatch(/T2\.8/);
    }
  });

  it('WPA 8-ball: the 8 made on the break is spotted only if the player so chooses: no sentence spots it before the choice', () => {
    const s = named('WPA 8-ball: the 8 pocketed on a legal break');
    expect(card(s, 'sk').ruling).not.toMatch(/Guľa 8 sa vracia/);
    expect(card(s, 'sk').ruling).toMatch(/si vyberie: osmička sa vráti na zadný bod \(G31\) a hrá sa ďalej, alebo sa rozstrel opakuje/);
    expect(card(s, 'en').ruling).not.toMatch(/The 8 is spotted/);
  });

  it('G30: no question says a ball dropped by itself that its own replay shows struck afterwards', () => {
    const bad: string[] = [];
    for (const s of library) {
      const record = runScenario(s).record;
      for (const d of s.declared)
        if (
          d.type === 'ball-settled' &&
          d.pocket !== undefined &&
          record.events.some((e) => e.t > (d.t ?? 0) && e.type === 'ball-ball' && e.balls.includes(d.ball as string))
        )
          bad.push(`${s.name}: the ${d.ball} dropped by itself at ${d.t} s, then struck`);
    }
    expect(bad).toEqual([]);
    // The G30 stroke played at a ball that drops on the way is the one left out for it.
    expect(library.some((s) => s.name.startsWith('S57 '))).toBe(false);
    expect(droppedWhilePlayed(named('S57b '))).toBe(false);
  });

  it("a match's stroke says why it is asked; T1.11 with an extension left says he did not claim it", () => {
    const match = library.filter((s) => s.tags?.includes('match'));
    expect(match.length).toBeGreaterThanOrEqual(10);
    for (const s of match)
      for (const lang of LANGS) expect(s.description?.[lang], `${s.name} [${lang}]`).toMatch(/\((T1\.11|T2\.16|WPA [^)]+)\)|ukončil|ended/);
    const late = match.filter((s) => /predĺženie času ešte mal/i.test(s.description?.sk ?? ''));
    expect(late.length).toBeGreaterThan(0);
    for (const s of late) {
      expect(s.description?.sk).toMatch(/na rozhodcovo TIME odpovie TIME, a to neurobil/);
      expect(s.description?.en).toMatch(/answering the referee's TIME with TIME, and he did not/);
    }
  });

  it('T1.9 and T2.28 punish by the game: their card is headed by the rule, not "Foul"; the −15 of a third foul in 14.1 is WPA 14.1, not T2.16', () => {
    for (const start of ['T1.9 Advice taken (9', 'T1.9 Advice taken by the seated', 'T2.28 Intentional foul after'])
      for (const lang of LANGS) expect(card(named(start), lang).ruling, `${start} [${lang}]`).not.toMatch(/^(Faul|Foul) \((T1\.9|T2\.28)\)/);
    expect(card(named('T1.9 Advice taken (9'), 'sk').ruling).toMatch(/^Pomáhanie pri partii \(T1\.9\)/);
    expect(card(named('S70 '), 'sk').ruling).toMatch(/−15 za tretí faul za sebou, WPA 14\/1\)/);
    expect(card(named('S70 '), 'en').ruling).not.toMatch(/third foul in a row, T2\.16/);
  });
});

/**
 * A walk through every question and every card of referee training, in both languages, failing on
 * each class of error a program can see: a sentence that contradicts its ruling's fouls, the
 * obvious shot of T2.8 outside the games with calls, balls put back by G20/G30 judged as G31
 * spotting, the library's own ids (a scenario's S55, an internal tag) in what a trainee reads, a
 * heading that does not name the situation, and a card that leaves another card's balls on the table.
 * The rulebook's terms are checked by training-rulebook.test.ts over the same texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOVAK_TITLES } from '../../src/i18n/training-titles.ts';
import type { Lang } from '../../src/i18n/texts.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { runScenario, type RunOutcome } from '../../src/scenario/run.ts';
import type { Scenario } from '../../src/scenario/schema.ts';
import type { AppControls } from '../../src/ui/practice-training.ts';
import { showCard } from '../../src/ui/training-card-view.ts';
import { questionView, trainingCard, type Card } from '../../src/ui/training-card.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';
import { ballsBack, judgedRuling, taughtRuling } from '../../src/ui/training-session.ts';

const LANGS: readonly Lang[] = ['sk', 'en'];
const library = trainingScenarios();
const walked: Array<{ s: Scenario; outcome: RunOutcome; cards: Record<Lang, Card>; question: Record<Lang, string[]> }> = library.map((s) => {
  const outcome = runScenario(s);
  const card = (lang: Lang) => trainingCard(s, outcome.record, outcome.result.ruling, lang);
  const question = (lang: Lang) => {
    const q = questionView(s, lang);
    return [q.title, ...q.lines.map((l) => l.text)];
  };
  return { s, outcome, cards: { sk: card('sk'), en: card('en') }, question: { sk: question('sk'), en: question('en') } };
});

/** Everything a trainee reads of a card, by where it stands. */
function texts(c: Card): Array<{ where: string; text: string }> {
  return [
    { where: 'heading', text: c.heading },
    { where: 'description', text: c.description },
    { where: 'ruling', text: c.ruling },
    ...c.fouls.map((text) => ({ where: 'foul', text })),
    ...c.situation.map((text) => ({ where: 'situation', text })),
    ...c.timeline.map((r) => ({ where: 'timeline', text: r.text })),
  ];
}

/** A rule cited as a foul: "Faul (G19)", "foul (G27)", "Faul (T2.20, G22)". */
const FOUL_CITED: Record<Lang, RegExp> = { sk: /\b[Ff]aul \(([^)]+)\)/g, en: /\b[Ff]oul \(([^)]+)\)/g };
const RULE_ID = /\b[GT]\d+(?:\.\d+)*\b/g;
const NOT_ASSERTED = /(nie je |by to bol |bol by |not a |would be a |is no )$/;

describe('the walk through every question and card, in both languages', () => {
  it('walks the whole library', () => {
    expect(walked.length).toBeGreaterThan(150);
  });

  it('a foul a card asserts, by its rule, is one of its ruling fouls (a legal ruling asserts none)', () => {
    const bad: string[] = [];
    for (const w of walked) {
      const rules = new Set(w.outcome.result.ruling.fouls.map((f) => f.rule));
      for (const lang of LANGS)
        for (const t of texts(w.cards[lang]).filter((x) => x.where === 'description' || x.where === 'ruling'))
          for (const m of t.text.matchAll(FOUL_CITED[lang])) {
            // "nie je faul (G25)", "by to bol faul (G26 ...)": a foul denied or supposed is not asserted.
            if (NOT_ASSERTED.test(t.text.slice(Math.max(0, (m.index ?? 0) - 16), m.index))) continue;
            const cited = [...(m[1] as string).matchAll(RULE_ID)].map((x) => x[0]);
            // G29 says several fouls are charged once: it names no foul of its own.
            const asserted = cited.filter((r) => r !== 'G29' || rules.size < 2);
            if (asserted.length > 0 && !asserted.some((r) => rules.has(r) || [...rules].some((x) => x.startsWith(`${r}.`))))
              bad.push(`${w.s.name} [${lang}] ${t.where}: "${m[0]}" but the ruling's fouls are ${[...rules].join(', ') || 'none'}`);
          }
    }
    expect(bad).toEqual([]);
  });

  it('the ruling gives the verdict its fouls give: "Správny úder" never with a foul, and always on a legal stroke not replayed', () => {
    const bad = walked.filter((w) => {
      if (w.s.game === 'lag') return false;
      const r = w.outcome.result.ruling;
      const says = /(^|\. )Správny úder\./.test(w.cards.sk.ruling);
      return r.legal ? !says && !r.next.options.includes('replay') : says;
    });
    expect(bad.map((w) => `${w.s.name}: ${w.cards.sk.ruling}`)).toEqual([]);
  });

  it('T2.8 (calls, the obvious shot) is cited only in a game with calls (8-ball, 14.1), in what training writes', () => {
    // Every text of the card, the ruling's own sentence included (the adjudicator's, src/rules), and the question.
    const bad: string[] = [];
    for (const w of walked) {
      if (w.s.game === 'eight-ball' || w.s.game === 'straight-pool') continue;
      for (const lang of LANGS) {
        const own = [
          ...w.question[lang],
          ...texts(w.cards[lang])
            .filter((t) => t.where !== 'timeline')
            .map((t) => t.text),
        ];
        for (const text of own) if (/\bT2\.8\b/.test(text)) bad.push(`${w.s.name} [${lang}]: "${text}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('balls put back where they were (G20, G30, G32) are never judged as spotted (G31), and the card says which', () => {
    const bad: string[] = [];
    for (const w of walked) {
      if (w.s.game === 'lag') continue;
      const back = ballsBack(taughtRuling(w.s.expect, judgedRuling(w.outcome)));
      const sk = w.cards.sk.ruling;
      const saysReplaced = /vráti guľu \S+ na jej miesto \(G20\)|vráti sa naspäť na miesto, z ktorého spadla/.test(sk);
      const saysSpotted = /sa vracia na (zadný bod|návratovú čiaru) \(G31\)|sa vracajú na/.test(sk);
      if (saysReplaced && !back.replaced) bad.push(`${w.s.name}: the card puts a ball back, the answer is not judged so`);
      if (back.replaced && !saysReplaced && !/G32/.test(sk)) bad.push(`${w.s.name}: judged as put back, the card does not say it`);
      if (back.spotted && !saysSpotted && !/zadný bod \(G31\)/.test(sk)) bad.push(`${w.s.name}: judged as spotted, the card does not say it`);
    }
    expect(bad).toEqual([]);
  });

  it("no id of the library's own in what a trainee reads: no scenario id (S55, Dvojča S42), no internal tag", () => {
    const ids = /\bS\d{1,2}[a-c]?\b|\bWPA-(?:8B|9B|14\.1)\b|\bstate\.\w+/;
    const bad: string[] = [];
    for (const w of walked)
      for (const lang of LANGS) {
        for (const text of w.question[lang]) if (ids.test(text)) bad.push(`${w.s.name} [${lang}] question: "${text}"`);
        for (const t of texts(w.cards[lang])) if (ids.test(t.text)) bad.push(`${w.s.name} [${lang}] ${t.where}: "${t.text}"`);
      }
    expect(bad).toEqual([]);
  });

  it('every heading names its situation in its language: a Slovak title for each library question, a match stroke by its match', () => {
    const bad: string[] = [];
    for (const w of walked) {
      const isMatch = w.s.tags?.includes('match') === true;
      if (!isMatch && SLOVAK_TITLES[w.s.name] === undefined) bad.push(`${w.s.name}: no Slovak title`);
      const [sk, en] = [w.cards.sk.heading, w.cards.en.heading];
      if (!/ · \S/.test(sk) || sk.split(' · ')[0] === sk.split(' · ')[1]) bad.push(`${w.s.name}: the Slovak heading "${sk}" names no situation`);
      if (/^(Match|Partia)/.test(en) !== isMatch) bad.push(`${w.s.name}: "${en}"`);
      if (/declared/.test(en)) bad.push(`${w.s.name}: the library's word "declared" in "${en}"`);
    }
    expect(bad).toEqual([]);
    // The titles are those of the library's questions, each once.
    const names = new Set(library.map((s) => s.name));
    expect(Object.keys(SLOVAK_TITLES).filter((n) => !names.has(n) && !n.startsWith('S57 '))).toEqual([]);
  });
});

/** Just enough DOM for a card to be built (nothing is drawn). */
class FakeElement {
  children: unknown[] = [];
  dataset: Record<string, string> = {};
  classList = { add: () => {}, remove: () => {}, toggle: () => {} };
  append(...kids: unknown[]): void {
    this.children.push(...kids);
  }
  replaceChildren(...kids: unknown[]): void {
    this.children = kids;
  }
  querySelectorAll(): unknown[] {
    return [];
  }
}
const g = globalThis as { document?: unknown };
let saved: unknown;
beforeAll(() => {
  saved = g.document;
  g.document = { createElement: () => new FakeElement() };
});
afterAll(() => {
  g.document = saved;
});

describe("the walk's table", () => {
  it('every card, opened one after another, shows its own balls and no other card’s', () => {
    const onTable = new Set<string>();
    let record: ShotRecord | null = null;
    const controls: AppControls = {
      showBalls(balls) {
        onTable.clear();
        for (const b of balls) onTable.add(b.id);
      },
      play: () => Promise.resolve(),
      evidence(rec) {
        if (rec) record = rec;
      },
      relayout() {},
      seek() {
        for (const b of record?.trajectory.balls ?? []) onTable.add(b.id);
      },
      lang: () => 'sk',
      release() {},
      review() {},
    };
    const bad: string[] = [];
    for (const w of walked) {
      showCard(new FakeElement() as unknown as HTMLElement, w.s, w.outcome, null, controls);
      // Its own balls: those on the cloth, and those its record keeps lying in the pockets.
      const own = new Set([...w.outcome.record.snapshot.balls, ...w.outcome.record.trajectory.balls].map((b) => b.id));
      const stale = [...onTable].filter((id) => !own.has(id));
      if (stale.length > 0) bad.push(`${w.s.name}: ${stale.join(', ')} left from another card`);
    }
    expect(bad).toEqual([]);
  });
});

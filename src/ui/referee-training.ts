/**
 * Referee training: scenarios from the library (test/scenarios, bundled at build time) are played
 * at real speed; the trainee says legal or foul, and which foul; the answer card then shows right
 * or wrong per part, the adjudicator's ruling with its rule ids and the rule's text, and the
 * evidence as a timeline of the stroke's events, with slow-motion replay. The adjudicator rules;
 * this module only asks and shows.
 */
import { FOUL_TEXTS } from '../i18n/fouls.ts';
import { lagBreach } from '../i18n/rulings.ts';
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { FOUL_CODES } from '../rules/fouls.ts';
import { parseScenarioText } from '../scenario/load.ts';
import { runScenario, type RunOutcome } from '../scenario/run.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { ShotEvent } from '../physics/shot-record.ts';
import type { AppControls } from './practice-app.ts';
import { declaredTimeline, describeSituation } from './situation.ts';
import {
  categoryOf, CONSEQUENCES, consequenceOf, exportSession, filterScenarios, filtersOf, isRightCall, loadSession, saveSession, summarize,
  type Consequence, type TrainingCall, type TrainingSession,
} from './training-session.ts';

const LIBRARY = import.meta.glob('../../test/scenarios/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Scenarios worth judging: a game with rules (not practice) and a shot; lags (G5) are judged by their winner. */
export function trainingScenarios(): Scenario[] {
  return Object.keys(LIBRARY).sort().map((k) => parseScenarioText(LIBRARY[k] as string))
    .filter((s) => s.game !== 'practice' && s.shot !== undefined);
}

function describeEvent(e: ShotEvent, lang: Lang): string | null {
  const ms = `${(e.t * 1000).toFixed(1)} ms`;
  const sk = lang === 'sk';
  switch (e.type) {
    case 'cue-tip-contact': return `${ms}: ${sk ? 'dotyk kože' : 'tip contact'} #${e.count} (${((e.end - e.start) * 1000).toFixed(1)} ms)${e.balls[0] !== 'cue' ? ` – ${e.balls[0]}` : ''}`;
    case 'cue-stick-contact': return `${ms}: ${sk ? 'dotyk tága' : 'stick contact'} (${e.part}) – ${e.balls[0]}`;
    case 'miscue': return `${ms}: ${sk ? 'šmyk tága' : 'miscue'}`;
    case 'ball-ball': return `${ms}: ${e.balls[0]} → ${e.balls[1]} (${e.speed.toFixed(2)} m/s)`;
    case 'ball-cushion': return `${ms}: ${e.balls[0]} → ${sk ? 'mantinel' : 'cushion'} ${e.cushion}${e.part === 'jaw' ? (sk ? ' (čeľusť)' : ' (jaw)') : ''}`;
    case 'pocketed': return `${ms}: ${e.balls[0]} ${sk ? 'potopená' : 'pocketed'} (${e.pocket})`;
    case 'pocket-exit': return `${ms}: ${e.balls[0]} ${sk ? 'vyskočila z kapsy' : 'rattled out'} (${e.pocket})`;
    case 'head-string': return `${ms}: ${sk ? 'biela prešla cez hranicu záhlavia' : 'cue ball crosses the head string'} (${e.direction})`;
    default: return null;
  }
}

export function startRefereeTraining(root: HTMLElement, controls: AppControls): void {
  const library = trainingScenarios();
  let filter = 'all';
  let scenarios = library;
  let index = 0;
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  const session: TrainingSession = loadSession(store);
  let exam = false;
  let outcome: RunOutcome | null = null;
  let answered = false;
  const panel = document.createElement('div');
  panel.className = 'training-panel';
  panel.id = 'training';
  root.appendChild(panel);
  const t = TEXTS.training;
  const L = () => controls.lang();

  const el = (tag: string, props: Record<string, unknown> = {}, ...kids: (Node | string)[]): HTMLElement => {
    const n = document.createElement(tag);
    Object.assign(n, props);
    n.append(...kids);
    return n;
  };

  let forced: Scenario | null = null;
  function question(): void {
    const s = forced ?? (scenarios[index % scenarios.length] as Scenario);
    forced = null;
    outcome = runScenario(s);
    answered = false;
    controls.review(false);
    const lang = L();
    controls.showBalls(outcome.record.snapshot.balls.map((b) => ({ id: b.id, x: b.x, y: b.y })));
    const watch = el('button', { id: 'watch', textContent: t.watch[lang], onclick: () => {
      if (exam) (watch as HTMLButtonElement).disabled = true; // exam: one viewing at real speed
      void controls.play((outcome as RunOutcome).record, 1).then(() => { answers.hidden = false; });
    } });
    const examBox = el('input', { id: 'exam', type: 'checkbox', checked: exam, onchange: () => { exam = (examBox as HTMLInputElement).checked; } });
    const examLabel = el('label', {}, examBox, ` ${t.exam[lang]}`);
    const legalBtn = el('button', { id: 'answer-legal', textContent: t.legal[lang], onclick: () => judge(false, null, null) });
    const foulSel = el('select', { id: 'foul-code' }) as HTMLSelectElement;
    foulSel.append(el('option', { value: '', textContent: t.whichFoul[lang] }));
    for (const code of FOUL_CODES) if (code !== 'lag-lost') foulSel.append(el('option', { value: code, textContent: FOUL_TEXTS[code][lang] }));
    // And what the foul gives the opponent.
    const consSel = el('select', { id: 'consequence' }) as HTMLSelectElement;
    consSel.append(el('option', { value: '', textContent: t.whatNext[lang] }));
    for (const c of CONSEQUENCES) consSel.append(el('option', { value: c, textContent: t.consequence[lang][c] }));
    // And whether balls are spotted after the stroke (G31), the other part of the consequence.
    const spotBox = el('input', { id: 'spotted', type: 'checkbox' }) as HTMLInputElement;
    const spotLabel = el('label', {}, spotBox, ` ${t.spotted[lang]}`);
    const foulBtn = el('button', { id: 'answer-foul', textContent: t.foul[lang], disabled: true,
      onclick: () => judge(true, foulSel.value || null, (consSel.value || null) as Consequence | null, spotBox.checked) }) as HTMLButtonElement;
    // A foul call names the foul and its consequence.
    foulSel.onchange = consSel.onchange = () => { foulBtn.disabled = foulSel.value === '' || consSel.value === ''; };
    // A lag (G5) is judged by its result: who won, or a replay.
    const lagBtns = (['A', 'B'] as const).map((p) => el('button', { id: `answer-lag-${p}`, textContent: t.lagWinner[lang](p), onclick: () => judgeLag(p) }));
    const replayBtn = el('button', { id: 'answer-lag-replay', textContent: t.lagReplay[lang], onclick: () => judgeLag('replay') });
    const answers = s.game === 'lag' ? el('div', { className: 'answers' }, ...lagBtns, replayBtn) : el('div', { className: 'answers' }, legalBtn, foulSel, consSel, spotLabel, foulBtn);
    answers.hidden = true;
    // Any scenario of the library can be chosen to practise.
    const pick = el('select', { id: 'pick' }) as HTMLSelectElement;
    scenarios.forEach((x, k) => pick.append(el('option', { value: String(k), textContent: x.name, selected: x === s })));
    pick.onchange = () => { index = Number(pick.value); question(); };
    // Train one rule, game or difficulty, or everything.
    const filterSel = el('select', { id: 'filter' }) as HTMLSelectElement;
    for (const f of filtersOf(library)) filterSel.append(el('option', { value: f, textContent: f === 'all' ? t.all[lang] : f, selected: f === filter }));
    filterSel.onchange = () => { filter = filterSel.value; scenarios = filterScenarios(library, filter); index = 0; question(); };
    panel.replaceChildren(
      el('h3', { textContent: `${t.title[lang]} · ${index % scenarios.length + 1}/${scenarios.length}` }),
      filterSel, pick,
      el('div', { id: 'scenario-name', className: 'name', textContent: s.name }),
      el('div', { className: 'desc', textContent: s.description?.[lang] ?? '' }),
      examLabel, el('br'), watch, answers,
      el('div', { id: 'score', textContent: t.score[lang](summarize(session).right, summarize(session).asked) }),
      backButton(lang),
    );
  }

  function judge(saysFoul: boolean, code: string | null, consequence: Consequence | null, spotted = false): void {
    if (!outcome || answered) return;
    const r = outcome.result.ruling;
    const truthCons = consequenceOf(r);
    const foulRight = isRightCall(r, saysFoul, code);
    // Right per part: the call (legal, or which foul) and, for a foul, what it gives the opponent:
    // where the cue ball goes (or the game) and whether balls are spotted.
    consequenceRight = saysFoul ? consequence === truthCons && spotted === (r.respot.length > 0) : null;
    record({ legal: r.legal, code: r.enforced?.code ?? null, ...(r.legal ? {} : { consequence: truthCons }) },
      { legal: !saysFoul, code: saysFoul ? code : null, ...(consequence ? { consequence } : {}) },
      foulRight && consequenceRight !== false, foulRight);
  }

  function judgeLag(call: 'A' | 'B' | 'replay'): void {
    if (!outcome || answered) return;
    const r = outcome.result.ruling;
    const truth = r.next.options.includes('replay-lag') ? 'replay' : r.next.shooter;
    consequenceRight = null;
    record({ lag: truth }, { lag: call }, call === truth, call === truth);
  }

  /** For a foul call, whether its consequence was right (null when none was asked). */
  let consequenceRight: boolean | null = null;

  /** Stores the answer and shows the card: the ruling, its rules and the evidence. */
  function record(truth: TrainingCall, answer: TrainingCall, ok: boolean, callRight: boolean): void {
    if (!outcome) return;
    answered = true;
    controls.review(true); // now the replay controls and the contact marks may show the evidence
    const lang = L();
    const r = outcome.result.ruling;
    const scenario = scenarios.find((x) => x.name === outcome!.result.name);
    session.answers.push({ scenario: outcome.result.name, category: categoryOf(scenario?.tags, scenario?.game ?? 'unknown'), truth, answer, correct: ok });
    saveSession(store, session);
    const sum = summarize(session);
    // The evidence: the events, and for a lag the moment each ball broke G5 (a centre-line crossing has no event of its own).
    const lagBreaches = r.fouls.filter((f) => f.code === 'lag-lost' && f.t !== null)
      .map((f) => ({ t: f.t as number, text: `${((f.t as number) * 1000).toFixed(1)} ms: ${f.ball} ${lagBreach(f.rule)[lang]} (${f.rule})` }));
    const rows = [...outcome.result.events.map((e) => ({ t: e.t, text: describeEvent(e, lang) })), ...lagBreaches,
      ...(scenario ? declaredTimeline(scenario, lang) : [])]
      .filter((x): x is { t: number; text: string } => x.text !== null).sort((a, b) => a.t - b.t).map((x) => x.text);
    const fouls = r.fouls.map((f) => `${f.code} (${f.rule}): ${FOUL_TEXTS[f.code as keyof typeof FOUL_TEXTS]?.[lang] ?? f.code}`);
    panel.replaceChildren(
      el('h3', { textContent: `${t.title[lang]} · ${t.score[lang](sum.right, sum.asked)}` }),
      el('div', { className: 'name', textContent: outcome.result.name }),
      el('div', { id: 'verdict', className: ok ? 'right' : 'wrong', textContent: `${ok ? '✔ ' + t.right[lang] : '✘ ' + t.wrong[lang]}` }),
      el('ul', { id: 'parts', className: 'evidence' },
        el('li', { className: callRight ? 'right' : 'wrong', textContent: `${callRight ? '✔' : '✘'} ${t.partCall[lang]}` }),
        ...(consequenceRight === null ? [] : [el('li', { className: consequenceRight ? 'right' : 'wrong',
          textContent: `${consequenceRight ? '✔' : '✘'} ${t.partConsequence[lang]}: ${t.consequence[lang][consequenceOf(r)]}; `
            + `${r.respot.length > 0 ? `${t.spotted[lang]}: ${r.respot.map((b) => b.id).join(', ')}` : t.nothingSpotted[lang]}; ${r.inningEnds ? t.inningEnds[lang] : t.inningGoesOn[lang]}` })])),
      el('div', { id: 'card-ruling', className: 'card-ruling', textContent: r.explanation[lang] }),
      el('ul', { id: 'card-fouls' }, ...fouls.map((f) => el('li', { textContent: f }))),
      ...(scenario ? [el('div', { className: 'evidence-title', textContent: t.situation[lang] }),
        el('ul', { id: 'situation', className: 'evidence' }, ...describeSituation(scenario, lang).map((x) => el('li', { textContent: x })))] : []),
      el('div', { className: 'evidence-title', textContent: t.evidence[lang] }),
      el('ol', { id: 'evidence', className: 'evidence' }, ...rows.map((x) => el('li', { textContent: x }))),
      el('button', { id: 'slow', textContent: t.slow[lang], onclick: () => { controls.showBalls(outcome!.record.snapshot.balls); void controls.play(outcome!.record, 0.25); } }),
      summaryBlock(lang),
      ...(twinOf(outcome.result.name) ? [el('button', { id: 'twin', textContent: t.twin[lang], onclick: () => { forced = twinOf((outcome as RunOutcome).result.name); question(); } })] : []),
      el('button', { id: 'next', textContent: t.next[lang], onclick: () => { index++; question(); } }),
      backButton(lang),
    );
  }

  /** Score per rule category, the missed calls, the pass mark, export and reset. */
  function summaryBlock(lang: Lang): HTMLElement {
    const sum = summarize(session);
    const pct = (x: number) => `${Math.round(x * 100)} %`;
    const mark = el('input', { id: 'pass-mark', type: 'number', min: '50', max: '100', step: '1', value: String(Math.round(session.passMark * 100)) }) as HTMLInputElement;
    mark.onchange = () => { const v = Number(mark.value); if (v >= 50 && v <= 100) { session.passMark = v / 100; saveSession(store, session); verdict.textContent = passText(); } };
    const passText = () => `${pct(summarize(session).ratio)} · ${t.passMark[lang]} ${pct(session.passMark)} · ${summarize(session).passed ? t.passed[lang] : t.notPassed[lang]}`;
    const verdict = el('span', { id: 'pass', textContent: passText() });
    const exportBtn = el('button', { id: 'export', textContent: t.export[lang], onclick: () => {
      const url = URL.createObjectURL(new Blob([exportSession(session)], { type: 'application/json' }));
      const a = el('a', { href: url, download: 'referee-training.json' }) as HTMLAnchorElement;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } });
    const resetBtn = el('button', { id: 'reset-progress', textContent: t.reset[lang], onclick: () => { session.answers = []; saveSession(store, session); question(); } });
    return el('details', { id: 'summary', className: 'summary' },
      el('summary', { textContent: t.summary[lang] }),
      el('div', {}, verdict, ' ', el('label', {}, `${t.passMark[lang]} `, mark, ' %')),
      el('table', { id: 'by-category' }, ...sum.byCategory.map((c) => el('tr', {}, el('td', { textContent: c.category }), el('td', { textContent: `${c.right}/${c.asked}` })))),
      el('ul', { id: 'missed' }, ...sum.missed.map((m) => el('li', { textContent: `${m.scenario}: ${callText(m.truth, lang)} ≠ ${callText(m.answer, lang)}` }))),
      exportBtn, resetBtn,
    );
  }

  function callText(c: TrainingCall, lang: Lang): string {
    if ('lag' in c) return c.lag === 'replay' ? t.lagReplay[lang] : t.lagWinner[lang](c.lag);
    return c.legal ? t.legal[lang] : c.code ?? t.foul[lang];
  }

  function backButton(lang: Lang): HTMLElement {
    return el('button', { id: 'training-back', textContent: t.back[lang], onclick: () => { panel.remove(); controls.release(); } });
  }

  /** The minimally different twin of a scenario (its `twin` names it), when the library has it. */
  function twinOf(name: string): Scenario | null {
    const s = scenarios.find((x) => x.name === name);
    return s?.twin ? scenarios.find((x) => x.name === s.twin) ?? null : null;
  }

  document.addEventListener('pool-lang', () => { if (panel.isConnected && !answered) question(); });
  question();
}

/**
 * The words of the rulings and the match, in both languages (test/i18n/language-words.ts): every
 * sentence the ruling and match code can say, called with each kind of argument, and the
 * explanation of every library scenario's and library match's stroke. No English word in Slovak
 * text, no Slovak word in English, and the Slovak in the rulebook's terms ("vykoná rozstrel",
 * "zadný mantinel").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bilingual } from '../../src/i18n/glossary.ts';
import { MATCH_TEXT, MATCH_UI, matchBrief } from '../../src/i18n/match.ts';
import {
  choiceSentence,
  cuePlacementSentence,
  foulSentence,
  LAG_VALID,
  lagLostSentence,
  lagNextSentence,
  lagPlacementSentence,
  LEGAL,
  nextSentence,
  NOTES,
  pointsSentence,
  SEVERAL_FOULS,
} from '../../src/i18n/rulings.ts';
import { FOULS } from '../../src/rules/fouls.ts';
import { BREAK_ORDERS } from '../../src/rules/match.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { parseMatch } from '../../src/scenario/match-file.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { languageProblems, type LabelledText } from './language-words.ts';

const score = { A: 2, B: 1 };
/** Sample arguments for each sentence that takes any: every kind of argument it can get. */
const NOTE_ARGS: Record<string, unknown[][]> = {
  spotted: [
    [['3'], true],
    [['3', '9'], false],
  ],
  extensionUsed: [['A', 60]],
  extensionNoneLeft: [['B']],
  conductWarning: [['A']],
  losesGame: [['A']],
  losesNextGameToo: [
    ['A', '8'],
    ['B', '9'],
  ],
  obviousInRecord: [['3', 'foot-left']],
  safetyPocketed: [[['3']], [['3', '11']]],
  uncalledNotObvious: [
    [['3'], true],
    [['3', '5'], false],
  ],
  rerackMoves: [
    ['kitchen', { id: '15', spot: 'head' }],
    ['centre', null],
    [null, { id: '4', spot: 'foot' }],
  ],
  replayedBy: [['A']],
  lagWon: [['B']],
  interferenceNoEffect: [[['3']], [['3', '7']]],
  interference: [
    [null],
    ...(['time-unknown', 'table-disturbed', 'moving-ball-touched', 'ball-stopped', 'ball-deflected', 'ball-moved', 'ball-reached'] as const).map(
      (impact) => [{ impact, by: 'spectator', ball: '3' }],
    ),
    [{ impact: 'ball-stopped', by: 'referee', ball: 'cue' }],
  ],
  breakInterferenceWarning: [['A']],
  seatedFoul: Object.entries(FOULS).map(([code, f]) => ['B', code, f.rule]),
  scoopAccidental: [['3']],
  settledStays: [['3']],
  settledPutBack: [['3', 'side-left', 6]],
  settledCounts: [['3', 'foot-right']],
  settledReplay: [['3']],
  calledBallOtherPocket: [['3', 'foot-left', 'side-right']],
  jammedPlaced: [['3', 'head-left']],
  ballRestored: [['3']],
};
const MATCH_TEXT_ARGS: Record<string, unknown[][]> = {
  lagWon: [['A']],
  breaks: [['B', 3]],
  breakGiven: [
    ['A', 'B', 'G6'],
    ['B', 'A', 'G35'],
  ],
  gameWon: [['A', 2, score]],
  nextBreaker: BREAK_ORDERS.map((o) => ['B', o]),
  nextGameForfeited: [['B', 3, score]],
  matchWon: [['A', score]],
  conceded: [['B']],
  extensionClaimed: [
    ['A', 0],
    ['B', 1, 2],
  ],
  timeOut: [['A']],
};
const MATCH_UI_ARGS: Record<string, unknown[][]> = {
  name: [['A']],
  refused: [['x']],
  score: [['x', 'P1', 'P2', score]],
  raceTo: [
    [1, false],
    [5, false],
    [100, true],
  ],
  gameNo: [[3]],
  breaksNow: [['P1']],
  lagNow: [['P1']],
  lagChoice: [['P1']],
  timeOutsLeft: [['P1', 'P2']],
  extensionsLeft: [[1, 0]],
  over: [['P1', score]],
  lagStroke: [['P1']],
  lagWaits: [['P1']],
  notRestored: [['x']],
  imported: [[40, score]],
  strokeChecked: [[true], [false]],
  strokeItem: [
    [0, 1, 'x'],
    [2, 5, 'x'],
  ],
  positionFailed: [['x']],
};

const isBilingual = (v: unknown): v is Bilingual => typeof v === 'object' && v !== null && 'sk' in v && 'en' in v;

/** Every sentence of a table of texts: its objects, and its functions called with their sample arguments (a function without samples is a failure). */
function sentencesOf(name: string, table: Record<string, unknown>, args: Record<string, unknown[][]>): LabelledText[] {
  const out: LabelledText[] = [];
  for (const [key, v] of Object.entries(table)) {
    if (isBilingual(v)) out.push({ where: `${name}.${key}`, ...v });
    else if (typeof v === 'function') {
      const samples = args[key];
      if (!samples) throw new Error(`${name}.${key} has no sample arguments in this test: add them`);
      for (const a of samples) {
        const r = (v as (...x: unknown[]) => Bilingual | null)(...a);
        if (r) out.push({ where: `${name}.${key}(${a.map((x) => JSON.stringify(x)).join(', ')})`, sk: r.sk, en: r.en });
      }
    } else if (typeof v === 'object' && v !== null)
      for (const [k, w] of Object.entries(v)) if (isBilingual(w)) out.push({ where: `${name}.${key}.${k}`, ...w });
  }
  return out;
}

/** Every sentence the ruling and match code can say, with each kind of argument. */
function codeSentences(): LabelledText[] {
  const out: LabelledText[] = [
    ...sentencesOf('NOTES', NOTES, NOTE_ARGS),
    ...sentencesOf('MATCH_TEXT', MATCH_TEXT, MATCH_TEXT_ARGS),
    ...sentencesOf('MATCH_UI', MATCH_UI, MATCH_UI_ARGS),
  ];
  const add = (where: string, b: Bilingual | null) => b && out.push({ where, sk: b.sk, en: b.en });
  add('LEGAL', LEGAL);
  add('LAG_VALID', LAG_VALID);
  add('SEVERAL_FOULS', SEVERAL_FOULS);
  for (const [code, f] of Object.entries(FOULS)) add(`foulSentence(${code})`, foulSentence(code, f.rule));
  for (const ball of ['lag-A', 'lag-B']) for (let k = 1; k <= 7; k++) add(`lagLostSentence(${ball}, G5.${k})`, lagLostSentence(ball, `G5.${k}`));
  add('lagPlacementSentence(on)', lagPlacementSentence('lag-A'));
  add('lagPlacementSentence(past)', lagPlacementSentence('lag-B', 0.135));
  add('lagNextSentence(null)', lagNextSentence(null));
  add('lagNextSentence(A)', lagNextSentence('A'));
  for (const hand of ['none', 'kitchen', 'table'] as const)
    for (const continues of [true, false]) add(`nextSentence(${hand}, ${continues})`, nextSentence('A', hand, continues));
  const optionSets = [
    ['push-out'],
    ['accept-table', 'pass-back'],
    ['accept-table', 're-rack-and-break', 're-rack-opponent-breaks'],
    ['respot-eight', 're-break'],
    ['accept-table', 're-break'],
    ['re-rack-fourteen'],
    ['re-rack-fifteen'],
    ['re-rack-fifteen', 'accept-table'],
    ['re-rack'],
    ['replay'],
    ['ball-in-hand', 'restore-and-replay'],
    ['ball-in-hand', 're-break'],
    ['ball-in-hand-kitchen', 'breaker-plays-from-kitchen'],
  ];
  for (const o of optionSets) add(`choiceSentence(${o.join(', ')})`, choiceSentence('B', 'A', o)?.text ?? null);
  for (const [d, third] of [
    [1, 0],
    [-1, 0],
    [-2, 0],
    [-16, -15],
    [3, 0],
  ])
    add(`pointsSentence(${d})`, pointsSentence('A', d as number, third as number));
  for (const why of ['not-in-hand', 'kitchen', 'cushion', 'ball'] as const) add(`cuePlacementSentence(${why})`, cuePlacementSentence(why));
  for (const points of [false, true])
    add(
      `matchBrief(${points})`,
      matchBrief({ raceTo: points ? 100 : 5, points, score, game: 3, breaker: 'B', extensionTaken: ['A'], timeOutTaken: ['B'] }),
    );
  return out;
}

const list = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(joinPath(dir, n)).isDirectory() ? list(joinPath(dir, n)) : n.endsWith('.json') ? [joinPath(dir, n)] : [],
  );

/** The explanation of every library scenario's stroke and of every library match's stroke. */
function libraryExplanations(): LabelledText[] {
  const out: LabelledText[] = [];
  for (const f of list('test/scenarios')) {
    const s = parseScenario(JSON.parse(readFileSync(f, 'utf8')));
    if (s.shot === undefined && !(s.state.clock && s.state.clock.elapsedS > s.state.clock.limitS)) continue;
    out.push({ where: f, ...runScenario(s).result.ruling.explanation });
  }
  for (const f of list('test/matches'))
    parseMatch(JSON.parse(readFileSync(f, 'utf8'))).entries.forEach((e, k) => {
      if (e.kind === 'stroke') out.push({ where: `${f} entries[${k}]`, ...runScenario(parseScenario(e.scenario)).result.ruling.explanation });
    });
  return out;
}

describe('the words of the rulings and the match (both languages)', () => {
  it("every sentence the ruling and match code can say keeps its language and the rulebook's terms", () => {
    const texts = codeSentences();
    expect(texts.length).toBeGreaterThan(150);
    expect(languageProblems(texts)).toEqual([]);
  });
  it('so does every ruling of the library, scenarios and matches', () => {
    const texts = [...codeSentences(), ...libraryExplanations()];
    expect(languageProblems(texts)).toEqual([]);
  }, 120_000);
  it("the check finds an English word in Slovak text, a Slovak word in English text, and a term not the rulebook's", () => {
    const base: LabelledText[] = [
      { where: 'x', sk: 'Hráč A prehráva hru.', en: 'Player A loses the game.' },
      { where: 'y', sk: 'Na rade je hráč B.', en: 'Player B is next.' },
    ];
    expect(languageProblems(base)).toEqual([]);
    expect(languageProblems([...base, { where: 'z', sk: 'Player B vyhral.', en: 'Player B wins.' }])).toEqual([
      '"player" is written in both languages: Slovak in z; English in x, y, z',
    ]);
    expect(languageProblems([...base, { where: 'z', sk: 'Hráč B vyhral.', en: 'The hrac wins.' }])).toEqual([]);
    expect(languageProblems([...base, { where: 'z', sk: 'Hráč B vyhral.', en: 'Hráč B wins.' }])[0]).toMatch(/^"hráč" is written in both languages/);
    expect(languageProblems([{ where: 'z', sk: 'Rozbíja hráč B pri dolnom mantineli.', en: 'Player B breaks.' }])).toEqual([
      'z [sk]: /\\bdoln/i is not the rulebook\'s term, in "Rozbíja hráč B pri dolnom mantineli."',
    ]);
  });
});

/**
 * The strokes referee training asks about: the scenario library (test/scenarios, bundled at build
 * time by vite's import.meta.glob, read the same way by vitest), every scenario of a game with
 * rules (not practice) that has a stroke; and strokes from inside the library's matches
 * (test/matches, issue 33, point 5) where the match decides the ruling or the ruling decides the
 * match: a third foul in a row, the shot clock, a game lost. Such a question's brief says what the
 * referee knows of the match (the score, the game, extensions and time-outs taken).
 */
import { parseScenario, parseScenarioText } from '../scenario/load.ts';
import { matchMoments, parseMatch, type MatchMoment } from '../scenario/match-file.ts';
import type { Scenario } from '../scenario/schema.ts';
import { matchBrief } from '../i18n/match.ts';
import { FOULS, type FoulCode } from '../rules/fouls.ts';

const LIBRARY = import.meta.glob('../../test/scenarios/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const MATCHES = import.meta.glob('../../test/matches/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function trainingScenarios(): Scenario[] {
  const strokes = Object.keys(LIBRARY)
    .sort()
    .map((k) => parseScenarioText(LIBRARY[k] as string))
    .filter((s) => s.game !== 'practice' && s.shot !== undefined);
  return [...strokes, ...matchStrokes()];
}

/** A stroke of a match worth a referee's question: its ruling turns on the match (fouls in a row, the clock) or ends a game. */
function asked(m: MatchMoment): boolean {
  return m.game > 0 && (m.ruling.fouls.includes('three-fouls') || m.scenario.state?.clock !== undefined || m.ruling.lossOfGame !== null);
}

/** The rule the question is about (its training category): three fouls, the clock, the foul enforced, else the game's own rules. */
function ruleTag(m: MatchMoment): string {
  const r = m.ruling;
  if (r.fouls.includes('three-fouls')) return FOULS['three-fouls'].rule;
  if (m.scenario.state?.clock !== undefined) return FOULS['shot-clock-expired'].rule;
  if (r.enforced && r.enforced in FOULS) return FOULS[r.enforced as FoulCode].rule;
  return m.scenario.game === 'eight-ball' ? 'WPA-8B-loss' : m.scenario.game === 'straight-pool' ? 'WPA-14.1-score' : 'WPA-9B-loss';
}

/** The library matches' strokes as training scenarios, each with the match as it stood before it. */
function matchStrokes(): Scenario[] {
  return Object.keys(MATCHES)
    .sort()
    .flatMap((k) => {
      const file = parseMatch(JSON.parse(MATCHES[k] as string));
      return matchMoments(file)
        .filter(asked)
        .map((m) => {
          const b = m.before;
          const points = b.settings.game === 'straight-pool';
          const extensions = b.settings.shotClock?.extensions ?? 0;
          const brief = matchBrief({
            raceTo: b.settings.raceTo,
            points,
            score: points ? b.points : b.games,
            game: m.game,
            breaker: b.breaker ?? 'A',
            extensionTaken: b.settings.shotClock ? (['A', 'B'] as const).filter((p) => b.extensionsLeft[p] < extensions) : [],
            timeOutTaken: (['A', 'B'] as const).filter((p) => b.timeOuts.used[p] > 0),
          });
          return parseScenario({
            ...m.scenario,
            name: `Match ${file.players.A} against ${file.players.B} (${file.settings.game}, race to ${file.settings.raceTo}), game ${m.game}, stroke ${m.stroke}`,
            description: {
              sk: `Úder z partie: ${m.game}. hra, ${m.stroke}. úder.`,
              en: `A stroke from inside a match: game ${m.game}, stroke ${m.stroke}.`,
            },
            tags: [ruleTag(m), 'match', m.scenario.game ?? 'nine-ball'],
            brief,
          });
        });
    });
}

/**
 * Referee training's strokes from inside matches: those of a match file where
 * the match decides the ruling or the ruling decides the match (a third foul in a row, the shot
 * clock, a game lost), each a training scenario whose brief says what the referee knows of the
 * match before it (the race, the score, the game and its breaker, extensions and time-outs taken).
 * Pure (the files' texts come in): the page bundles test/matches, a browser test reads it from disk.
 */
import { matchBrief } from '../i18n/match.ts';
import { matchReason } from '../i18n/training.ts';
import { type FoulCode, FOULS, gameOf, type RackEnd } from '../rules/index.ts';
import { parseScenario } from '../scenario/load.ts';
import { matchMoments, parseMatch, type MatchMoment } from '../scenario/match-file.ts';
import type { Scenario } from '../scenario/schema.ts';

/** A stroke of a match worth a referee's question: its ruling turns on the match (fouls in a row, the clock) or ends a game. */
export function asked(m: MatchMoment): boolean {
  return m.game > 0 && (m.ruling.fouls.includes('three-fouls') || m.scenario.state?.clock !== undefined || m.ruling.lossOfGame !== null);
}

/** The rule the question is about (its training category): three fouls, the clock, the foul enforced, else the game's own rules. */
function ruleTag(m: MatchMoment): string {
  const r = m.ruling;
  if (r.fouls.includes('three-fouls')) return FOULS['three-fouls'].rule;
  if (m.scenario.state?.clock !== undefined) return FOULS['shot-clock-expired'].rule;
  if (r.enforced && r.enforced in FOULS) return FOULS[r.enforced as FoulCode].rule;
  // What ends a rack, by the game's own rule (a match stroke is of a game with racks; 9-ball by default).
  return (gameOf(m.scenario.game ?? 'nine-ball').rackEnd as RackEnd).rule;
}

/** The matches' strokes (each file's text by its path; in path order) as training scenarios, each with the match as it stood before it in its brief. */
export function matchStrokes(files: Readonly<Record<string, string>>): Scenario[] {
  return Object.keys(files)
    .sort()
    .flatMap((k) => {
      const file = parseMatch(JSON.parse(files[k] as string));
      return matchMoments(file)
        .filter(asked)
        .map((m) => {
          const b = m.before;
          const points = gameOf(b.settings.game).scoresPoints;
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
            description: reasonOf(m, b.settings.raceTo),
            tags: [ruleTag(m), 'match', m.scenario.game ?? 'nine-ball'],
            brief,
          });
        });
    });
}

/** Why the match's stroke is asked about, from its own ruling and the state before it (the card's description). */
function reasonOf(m: MatchMoment, raceTo: number): { sk: string; en: string } {
  const r = m.ruling;
  const state = m.scenario.state;
  const shooter = state?.shooter ?? 'A';
  const clock = state?.clock;
  const game = gameOf(m.scenario.game ?? 'nine-ball');
  const end = game.rackEnd?.wonBy;
  // The 9 pocketed on a legal stroke is the win the brief names; 8-ball's 8 is told by the ruling alone.
  const legalNine = end !== undefined && end !== 'points' && end.ball === '9' && r.legal && r.pocketed.includes('9');
  return matchReason({
    game: m.game,
    stroke: m.stroke,
    shooter,
    thirdFoul: r.fouls.includes('three-fouls'),
    expired: r.fouls.includes('shot-clock-expired'),
    clock: clock ? { limitS: clock.limitS, elapsedS: clock.elapsedS, extensionLeft: (clock.extensions?.[shooter] ?? 0) > 0 } : null,
    lossOfGame: r.lossOfGame,
    points: game.scoresPoints ? r.scoreDelta[shooter] : 0,
    won: r.lossOfGame !== null && r.lossOfGame !== shooter ? (legalNine ? 'nine' : end === 'points' ? 'race' : null) : null,
    raceTo,
  });
}

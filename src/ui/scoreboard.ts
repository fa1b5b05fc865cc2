/**
 * The scoreboard's text for a game in progress: the game and inning, each player's score (14.1),
 * group (8-ball), fouls in a row and the three-foul warning (T2.16), who is at the table, a break
 * shot and ball in hand. Pure: the practice screen writes it into its board.
 */
import { TEXTS, type Lang } from '../i18n/texts.ts';
import { gameOf, type GameState } from '../rules/index.ts';

/** Whether the shooter calls ball and pocket here, as the game says (8-ball after the break, 14.1 always). */
export function callsShots(s: GameState): boolean {
  return gameOf(s.game).callNeeded(s);
}

/** One line for the board, or null when there is no game to show (practice, the lag). */
/** `names`: the players' names in a match (the board then says "Ana (A)"). */
export function scoreboardLine(s: GameState, inning: number, lang: Lang, names?: Readonly<Record<'A' | 'B', string>>): string | null {
  if (!gameOf(s.game).racks) return null;
  const t = TEXTS.game;
  const player = (who: 'A' | 'B') => {
    const parts = [names ? `${names[who]} (${who})` : `${t.player[lang]} ${who}`];
    if (gameOf(s.game).scoresPoints) parts.push(`${s.score[who]}${s.target ? `/${s.target}` : ''} ${t.points[lang]}`);
    if (s.groups) parts.push(t.group[lang][s.groups[who]]);
    parts.push(`${t.fouls[lang]}: ${s.foulsInRow[who]}${s.warned[who] ? ` (${t.warned[lang]})` : ''}`);
    return (s.shooter === who ? '▶ ' : '   ') + parts.join(' · ');
  };
  const hand = s.ballInHand === 'none' ? '' : ` · ${t.inHand[lang][s.ballInHand]}`;
  return `${t.name[lang][s.game]}, ${t.inning[lang]} ${inning} — ${player('A')}   |   ${player('B')}${s.phase === 'break' ? ` · ${t.breakShot[lang]}` : ''}${hand}`;
}

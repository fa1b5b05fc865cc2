/**
 * The match board's words and buttons, written from the match session: the
 * score of the race (games, or 14.1's points), the game and who breaks, whose lag it is, time-outs
 * (T1.13) and clock extensions (T1.11) left, and only the acts the rules allow now. A loaded match
 * file lists its strokes to play again. Writes the DOM; decides nothing.
 */
import type { NoiseName } from '../advisor/noise.ts';
import { MATCH_UI } from '../i18n/match.ts';
import { FOUL_TEXTS } from '../i18n/fouls.ts';
import { LEGAL } from '../i18n/rulings.ts';
import type { Lang } from '../i18n/texts.ts';
import { gameOf, type Player, timeOutLeft } from '../rules/index.ts';
import type { MatchFile, RulingSummary } from '../scenario/match-file.ts';
import type { MatchSession } from '../scenario/match-session.ts';
import type { MatchPanel } from './match-panel.ts';
import type { PracticeContext } from './practice-context.ts';

/** Marks a player's name in the board's text (Unicode's first-strong and pop isolates), written as a <bdi>. */
const FSI = '\u2068',
  PDI = '\u2069';

/**
 * Writes the text into the element with each marked name in a <bdi> of its own, so that a name in
 * another script or holding direction controls (a right-to-left name, an override character) can
 * never reorder the words around it; the element's text is the text without the marks.
 */
export function writeIsolated(el: HTMLElement, text: string): void {
  el.replaceChildren();
  for (const part of isolatedParts(text)) {
    if (part.isolated) {
      const bdi = document.createElement('bdi');
      bdi.textContent = part.text;
      el.append(bdi);
    } else el.append(part.text);
  }
}

/** The text cut at the marks: the marked names (isolated) and the words between them. */
export function isolatedParts(text: string): Array<{ readonly text: string; readonly isolated: boolean }> {
  return text
    .split(new RegExp(`${FSI}|${PDI}`))
    .map((part, k) => ({ text: part, isolated: k % 2 === 1 }))
    .filter((p) => p.text !== '');
}

/** A player's name marked for isolation; isolate marks inside it are dropped (it cannot close its own). */
export const isolatedName = (name: string): string => `${FSI}${name.replace(/[\u2066-\u2069]/g, '')}${PDI}`;

const lines = (s: MatchSession, L: Lang, shooter: Player): string[] => {
  const m = s.match;
  const points = gameOf(m.settings.game).scoresPoints;
  // Names are the players' own text: never markup, never able to reorder the board (writeIsolated).
  const name = (p: Player) => isolatedName(s.players[p]);
  const out = [MATCH_UI.score(MATCH_UI.raceTo(m.settings.raceTo, points)[L], name('A'), name('B'), points ? m.points : m.games)[L]];
  const parts: string[] = [];
  if (m.phase === 'lag') parts.push(MATCH_UI.lagNow(name(shooter))[L]);
  else if (m.phase === 'break-choice' && m.lagWinner) parts.push(MATCH_UI.lagChoice(name(m.lagWinner))[L]);
  else if (m.phase === 'game' && m.breaker) {
    parts.push(MATCH_UI.gameNo(m.gameNumber)[L]);
    if (!m.broken) parts.push(MATCH_UI.breaksNow(name(m.breaker))[L]);
  } else if (m.phase === 'over' && m.winner) parts.push(MATCH_UI.over(name(m.winner), m.games)[L]);
  if (m.phase !== 'over') {
    const left = (p: Player) => `${name(p)} ${timeOutLeft(m.timeOuts, p) ? '✓' : '–'}`;
    parts.push(MATCH_UI.timeOutsLeft(left('A'), left('B'))[L]);
    if (m.settings.shotClock) parts.push(MATCH_UI.extensionsLeft(m.extensionsLeft.A, m.extensionsLeft.B)[L]);
  }
  out.push(parts.join(' · '));
  return out;
};

/** The loaded file's strokes as the list's options: game, stroke and what its ruling decided. */
function strokeOptions(file: MatchFile, L: Lang): HTMLOptionElement[] {
  const count = new Map<number, number>();
  const out = [new Option('—', '')];
  file.entries.forEach((e, k) => {
    if (e.kind !== 'stroke') return;
    const n = (count.get(e.game) ?? 0) + 1;
    count.set(e.game, n);
    out.push(new Option(MATCH_UI.strokeItem(e.game, n, summaryText(e.ruling, L))[L], String(k)));
  });
  return out;
}

/** A stroke in the list: the foul enforced (its own sentence) or a legal shot, and the balls pocketed. */
function summaryText(r: RulingSummary, L: Lang): string {
  const foul = r.enforced ? FOUL_TEXTS[r.enforced as keyof typeof FOUL_TEXTS] : undefined;
  const what = r.enforced ? (foul?.[L] ?? r.enforced) : LEGAL[L];
  return r.pocketed.length > 0 ? `${what} (${r.pocketed.join(', ')})` : what;
}

export function writeMatchBoard(
  panel: MatchPanel['board'],
  c: PracticeContext,
  s: MatchSession | null,
  loaded: MatchFile | null,
  computer: NoiseName | null,
  /** Whose acts this page may take (an online table: its own seat's); absent: every person's at the device. */
  mine?: (p: Player) => boolean,
): void {
  const { st } = c;
  const L = st.lang;
  const b = panel.buttons;
  panel.box.hidden = !s && !loaded;
  if (!s && !loaded) return;
  const shooter = st.layout.state.shooter;
  const human = (p: Player) => (mine ? mine(p) : !(computer && p === 'B'));
  const m = s?.match;
  const still = st.mode !== 'playing';
  writeIsolated(panel.text, s ? lines(s, L, shooter).join('\n') : '');
  b.iBreak.hidden = b.giveFirst.hidden = !(m?.phase === 'break-choice' && m.lagWinner && human(m.lagWinner));
  b.giveBreak.hidden = !(m?.phase === 'game' && !m.broken && m.breaker && human(m.breaker) && still);
  b.timeOut.hidden = !(m?.phase === 'game' && human(shooter) && timeOutLeft(m.timeOuts, shooter) && still);
  b.concede.hidden = !(m && m.phase !== 'over' && still && (!mine || mine('A') || mine('B')));
  b.exportFile.hidden = false;
  b.leave.hidden = !(m && m.phase !== 'over') && !loaded;
  b.newMatch.hidden = !(m?.phase === 'over' || loaded);
  b.iBreak.textContent = MATCH_UI.iBreak[L];
  b.giveFirst.textContent = MATCH_UI.giveFirstBreak[L];
  b.giveBreak.textContent = MATCH_UI.giveBreak[L];
  b.timeOut.textContent = MATCH_UI.timeOut[L];
  b.concede.textContent = (b.concede.dataset.armed ? MATCH_UI.concedeSure : MATCH_UI.concede)[L];
  b.exportFile.textContent = MATCH_UI.export[L];
  b.leave.textContent = MATCH_UI.leave[L];
  b.newMatch.textContent = MATCH_UI.newMatch[L];
  panel.strokes.hidden = !loaded;
  const key = loaded ? `${L}:${loaded.entries.length}:${loaded.players.A}` : '';
  if (loaded && panel.strokes.dataset.key !== key) {
    panel.strokes.replaceChildren(...strokeOptions(loaded, L));
    panel.strokes.dataset.key = key;
  }
}

/**
 * What the player does at the table: strike (the stick's clearance checked first, the stroke
 * simulated to rest and ruled), raise the cue just enough to clear, undo and redo through the
 * table's history, set up a new layout, place a ball by hand (refused with the rule and the reason
 * where it may not go). Each changes the state and refreshes the screen; the physics and the rules
 * decide.
 */
import { MATCH_UI } from '../i18n/match.ts';
import { TEXTS } from '../i18n/texts.ts';
import { type BallInput, type CueStroke, type PhysicsParams, placementProblem, stickClearance } from '../physics/index.ts';
import { cueBallPlacementProblem, gameOf, type GameState, newRack, stopAtStrike } from '../rules/index.ts';
import { playStroke, type StrokeResult } from '../scenario/play-stroke.ts';
import type { TableGeometry } from '../table/geometry.ts';
import type { PracticeContext } from './practice-context.ts';
import type { LayoutKind } from './practice-controls.ts';
import { strokeState } from './practice-games.ts';
import { cueOf, inPocketInputs, inPocketsOf, MAX_ELEVATION_DEG, practiceLayout, say, strokeNow, type Layout } from './practice-state.ts';

/**
 * A stroke at the page's table outside a match: the balls (those in pockets too), the state at the
 * strike, the player's stroke; played and ruled as a scenario file would be (play-stroke.ts), with
 * the page's table and rules (Seeds readings, bucket pockets, no lamp, no declarations).
 */
export function playAtTable(
  table: TableGeometry,
  params: PhysicsParams,
  balls: readonly BallInput[],
  state: GameState,
  stroke: CueStroke,
): StrokeResult {
  return playStroke({ table, params, balls, strokes: [{ ball: 'cue', stroke }], state });
}

/** Strikes the stroke as set up; returns whether it was played (false: refused, the reason shown). */
export function shoot(c: PracticeContext): boolean {
  const { st, table } = c;
  if (st.mode === 'playing') return false;
  const p = c.params();
  const cue = cueOf(st.layout);
  const stroke = strokeNow(st);
  const clear = stickClearance(
    p,
    table.spec,
    stroke,
    [cue.x, cue.y],
    st.layout.balls.filter((b) => b.id !== 'cue'),
  );
  if (clear.blockedBy) {
    const min = clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG ? clear.minElevationDeg : null;
    st.message = say(TEXTS.blocked, clear.blockedBy, min);
    c.refresh();
    return false;
  }
  st.message = null;
  const t0 = performance.now();
  if (c.match?.on()) {
    // A match's stroke is played through the match, as its file will replay it.
    const played = c.match.play();
    if (!played) return false;
    st.record = played.record;
    st.ruling = played.ruling;
  } else {
    // The balls already in pockets lie there where the last stroke left them (their pile is physical).
    const inPockets = inPocketInputs(st.inPockets);
    const played = playAtTable(table, p, [...st.layout.balls, ...inPockets], strokeState(c), stroke);
    st.record = played.record;
    st.ruling = played.ruling;
  }
  if (st.shotClock) st.shotClock = stopAtStrike(st.shotClock);
  st.physicsMs = performance.now() - t0;
  st.history.push(st.layout);
  st.future.length = 0;
  st.pocketsBefore = st.inPockets;
  st.lastStroke = { layout: { ...st.layout, state: strokeState(c) }, stroke };
  st.choice = null;
  return true;
}

/** Raises the cue to the lowest elevation at which the stick clears balls and rails (the player asks, E). */
export function raiseToClear(c: PracticeContext): void {
  const { st } = c;
  if (st.mode === 'playing') return;
  const cue = cueOf(st.layout);
  const clear = stickClearance(
    c.params(),
    c.table.spec,
    strokeNow(st),
    [cue.x, cue.y],
    st.layout.balls.filter((b) => b.id !== 'cue'),
  );
  if (clear.blockedBy && clear.minElevationDeg !== null && clear.minElevationDeg <= MAX_ELEVATION_DEG)
    st.elevationDeg = Math.ceil(clear.minElevationDeg);
  st.message = null;
  c.refresh();
}

/** A layout change the history can undo: the table becomes `next`. */
function change(c: PracticeContext, next: Layout): void {
  const { st } = c;
  st.history.push(st.layout);
  st.future.length = 0;
  st.layout = next;
  st.mode = 'aim';
  st.record = null;
  st.ruling = null;
  st.choice = null;
}

/** One step through the table's history: the layout on top of `from` comes back, the current one goes on `to`. */
function travel(c: PracticeContext, from: Layout[], to: Layout[]): void {
  const { st } = c;
  if (st.mode === 'playing') return;
  const target = from.pop();
  if (!target) return;
  to.push(st.layout);
  st.layout = target;
  st.mode = 'aim';
  st.record = null;
  st.ruling = null;
  st.choice = null;
  // The pockets as that layout had them (a layout from a stroke carries its pockets); else the
  // balls on the table again are out of their pockets.
  st.inPockets = target.inPockets ? inPocketsOf(target) : st.inPockets.filter((b) => !target.balls.some((o) => o.id === b.id));
  c.refresh();
}
/** The table as it was before the last stroke (or change). */
export const undo = (c: PracticeContext) => (inMatch(c) ? undefined : travel(c, c.st.history, c.st.future));
/** Takes back an undo: the table as it was after the stroke (or change) that was undone. */
export const redo = (c: PracticeContext) => (inMatch(c) ? undefined : travel(c, c.st.future, c.st.history));

/** In a match strokes are not taken back (the match's file holds every stroke played): says so. */
function inMatch(c: PracticeContext): boolean {
  if (!c.match?.on()) return false;
  c.st.message = MATCH_UI.noUndo;
  c.refresh();
  return true;
}

export function newLayout(c: PracticeContext, kind: LayoutKind): void {
  const { st } = c;
  if (st.mode === 'playing') return;
  st.rackSeed++;
  const game = kind === 'nine' ? 'nine-ball' : kind === 'eight' ? 'eight-ball' : 'straight-pool';
  change(c, kind === 'practice' ? practiceLayout() : newRack(c.table, c.params().ballRadiusM, game, st.rackSeed));
  st.inning = 1;
  st.aimDeg = 0;
  st.inPockets = [];
  st.message = null;
  c.view.resetOrientations();
  c.refresh();
}

/** Who may be moved by hand: in practice any ball; in a game the cue ball when it is in hand. */
/**
 * Whether a drag-back may strike: not while the cue ball is in hand in a game and the player has not
 * placed it in this layout (placing and striking are separate acts; Shoot still plays).
 */
export function dragStrikeAllowed(c: PracticeContext): boolean {
  const s = c.st.layout.state;
  return gameOf(s.game).freePlay || s.ballInHand === 'none' || c.st.cuePlacedIn === c.st.layout;
}

export function movable(c: PracticeContext, id: string): boolean {
  const s = c.st.layout.state;
  return gameOf(s.game).freePlay || (id === 'cue' && s.ballInHand !== 'none');
}

/** Puts a ball where the player dropped it, or refuses with the rule and the reason. */
export function placeBall(c: PracticeContext, id: string, x: number, y: number): void {
  const { st, table } = c;
  const p = c.params(),
    R = p.ballRadiusM;
  const others = st.layout.balls.filter((b) => b.id !== id);
  let why: { sk: string; en: string } | null = null;
  if (id === 'cue') {
    const inHand = gameOf(st.layout.state.game).freePlay ? 'table' : st.layout.state.ballInHand;
    const refusal = cueBallPlacementProblem(table, p, inHand, x, y, others);
    if (refusal) why = refusal.reason;
  } else if (placementProblem(table, p, x, y) || others.some((o) => (o.x - x) ** 2 + (o.y - y) ** 2 < 4 * R * R - 1e-9)) {
    why = TEXTS.badPlace;
  }
  if (why) {
    st.message = { sk: TEXTS.refused.sk(why.sk), en: TEXTS.refused.en(why.en) };
    c.refresh();
    return;
  }
  change(c, { ...st.layout, balls: st.layout.balls.map((b) => (b.id === id ? { id, x, y } : b)) });
  if (id === 'cue') st.cuePlacedIn = st.layout;
  st.message = say(TEXTS.placed);
  c.refresh();
}

/**
 * Plays one stroke of each kind the player starts with, unseen, while the page is idle: V8
 * compiles the engine and the referee then, not on the player's first strike (it cost about 40 ms
 * of the first break's release in headless Chromium). Nothing on the table changes.
 */
export function warmUpEngine(c: PracticeContext): void {
  const { table } = c;
  const p = c.params();
  const rack = newRack(table, p.ballRadiusM, 'nine-ball', 1);
  playAtTable(table, p, rack.balls, rack.state, { dir: [1, 0], cueSpeed: 6, tip: { side: 0.1, height: 0.2 }, elevationDeg: 0 });
}

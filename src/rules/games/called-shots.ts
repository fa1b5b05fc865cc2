/**
 * The call a stroke is judged by in the games that call shots (G4b, T2.8): the shooter's call, or
 * the obvious shot, judged by the referee or read from the record; and the notes that say so.
 */
import type { Bilingual } from '../../i18n/glossary.ts';
import { NOTES } from '../../i18n/rulings.ts';
import type { PocketName } from '../../table/geometry.ts';
import { CUE, type StrokeFacts } from '../stroke-facts.ts';
import type { GameContext } from './game.ts';

/**
 * The call the stroke is judged by (G4b, T2.8): the shooter's call, or, when the referee judged the
 * shot obvious, the first object ball the cue ball met in the pocket it dropped into (an obvious
 * shot need not be called). Undefined when there is neither, or the obvious ball did not drop.
 */
export function callOf(ctx: GameContext): { readonly ball: string; readonly pocket: PocketName } | undefined {
  const { state, facts } = ctx;
  if (state.call) return state.call;
  if (state.obvious === false) return undefined;
  const first = facts.firstHits[0];
  const dropped = facts.pocketed.find((p) => p.id === first);
  if (first === undefined || !dropped) return undefined;
  if (state.obvious !== true && !obviousInRecord(facts, first, dropped.t)) return undefined;
  return { ball: first, pocket: dropped.pocket as PocketName };
}

/** The called ball fell in the called pocket. */
export function madeCall(ctx: GameContext): boolean {
  const call = callOf(ctx);
  return call !== undefined && ctx.facts.pocketed.some((p) => p.id === call.ball && p.pocket === call.pocket);
}

/**
 * T2.8 judged from the record, when the referee said nothing either way: the shot was obvious when
 * the cue ball went straight to one object ball (no cushion first, no other ball met with it) and
 * that ball went straight into a pocket: no cushion, no kiss and no combination on its way.
 */
export function obviousInRecord(facts: StrokeFacts, first: string, droppedT: number): boolean {
  if (facts.firstHits.length !== 1 || facts.firstHitT === null) return false;
  const hitT = facts.firstHitT;
  const before = facts.events.filter((e) => e.t <= hitT);
  if (before.some((e) => e.type === 'ball-cushion' && e.balls.includes(CUE))) return false; // a kick
  if (before.some((e) => e.type === 'airborne' && e.balls.includes(CUE))) return false; // a jump
  const way = facts.events.filter((e) => e.t > hitT && e.t < droppedT && e.balls.includes(first));
  // A touch of the pocket's jaws on the way in does not make it a bank: only the cushion's nose does.
  return !way.some((e) => e.type === 'ball-ball' || (e.type === 'ball-cushion' && e.part === 'nose') || e.type === 'airborne');
}

/** Whether the stroke's call was judged obvious from the record (T2.8: no call given, none refused). */
export function obviousFromRecord(ctx: GameContext): boolean {
  // A called safety calls no ball (G4): nothing of it is judged as an obvious shot.
  return !ctx.state.call && !ctx.state.safety && ctx.state.obvious === undefined && callOf(ctx) !== undefined;
}

/** T2.8: the ruling's words for how the call was made, when the referee or the record made it. */
export function obviousNote(ctx: GameContext): Bilingual | null {
  if (ctx.state.obvious && !ctx.state.call && callOf(ctx)) return NOTES.obviousShot;
  if (!obviousFromRecord(ctx)) return null;
  const c = callOf(ctx) as { ball: string; pocket: PocketName };
  return NOTES.obviousInRecord(c.ball, c.pocket);
}

/** G4b: the note for a called ball that stayed in another pocket than the called one (none otherwise). */
export function wrongPocketNote(ctx: GameContext): { note?: Bilingual } {
  const call = callOf(ctx);
  const into = call && ctx.facts.pocketed.find((p) => p.id === call.ball && p.pocket !== call.pocket);
  return call && into ? { note: NOTES.calledBallOtherPocket(call.ball, call.pocket, into.pocket as PocketName) } : {};
}

/**
 * The adjudicator: (GameState, ShotRecord, Declarations) -> Ruling, a pure function. General
 * rules first (general-fouls.ts, declarations.ts), then the game's own rules (games/, one file a game), then G29:
 * one foul per inning, the most severe one enforced.
 */
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import { SHOT_CLOCK_EXTENSION_S } from './shot-clock.ts';
import { breakInterference, declarationFouls, interferenceFinding } from './declarations.ts';
import { GAMES, type GameContext } from './games/index.ts';
import { ballsMovingAtStrike, cueOutsideKitchen, foul, generalFouls } from './general-fouls.ts';
import { CUE, strokeFacts } from './stroke-facts.ts';
import { join, NOTES } from '../i18n/rulings.ts';
import type { Declaration, Foul, GameState, Ruling } from './types.ts';
import { DEFAULT_RULE_OPTIONS, type RuleOptions } from './options.ts';
import { chargeSeatedFouls } from './seated-fouls.ts';
import { scoopRuling } from './scoop.ts';
import { settleOutcome, type SettleOutcome } from './settling.ts';
import type { StrokeFacts } from './stroke-facts.ts';

export { enforcedFoul } from './fouls.ts';

export interface AdjudicationInput {
  readonly state: GameState;
  readonly record: ShotRecord;
  readonly declared?: readonly Declaration[];
  readonly table: TableGeometry;
  /** Seeds (default) or WPA readings where they differ. */
  readonly options?: RuleOptions;
}

const byTime = (a: Foul, b: Foul) => (a.t ?? Infinity) - (b.t ?? Infinity);

/**
 * The time a stroke may take (T1.11): the limit, and the extension when the player claimed it by
 * answering the referee's "TIME" with "TIME" and has one left ("V tomto prípade sa čas predlžuje o
 * 25 s, ak hráč na rozhodcovo TIME odpovie TIME"; once per game, 14.1 once per rack).
 */
export function clockAllowance(clock: NonNullable<GameState['clock']>, claimed: boolean): number {
  return clock.limitS + (claimed && extensionUsable(clock) ? SHOT_CLOCK_EXTENSION_S : 0);
}

const extensionUsable = (clock: NonNullable<GameState['clock']>): boolean => (clock.extensionsLeft ?? 0) > 0;

export function adjudicate(input: AdjudicationInput): Ruling {
  const { state, record, table } = input;
  const declared = input.declared ?? [];
  const settle = settleOutcome(declared, record);
  const facts = withSettled(strokeFacts(record), settle);
  const game = GAMES[state.game];
  const decl = declarationFouls(declared, state);
  const ownActs = decl.fouls.length > 0 || decl.seatedFouls.length > 0;
  const interfered = decl.interference ? interferenceFinding(decl.interferences, record) : null;
  if (!ownActs && (interfered || settle.replay)) {
    // T2.18 (and G30c, treated as one): the stroke was affected: restore the balls and replay; nothing counts.
    const why = settle.replay ? join(...settle.notes) : NOTES.interference(interfered);
    return {
      legal: true,
      fouls: [],
      enforced: null,
      pocketed: [],
      respot: [],
      inningEnds: false,
      next: { shooter: state.shooter, ballInHand: state.ballInHand, options: ['replay'] },
      scoreDelta: { A: 0, B: 0 },
      lossOfGame: null,
      explanation: join(why, NOTES.replayedBy(state.shooter)),
    };
  }
  const options = input.options ?? DEFAULT_RULE_OPTIONS;
  const ctx: GameContext = { state, record, facts, table, options, fouls: [] };
  const claimed = declared.some((d) => d.type === 'extension-claimed');
  const expired = state.clock !== undefined && state.clock.elapsedS > clockAllowance(state.clock, claimed);
  // T1.11: when the time ran out before any stroke (no tip touched the cue ball), the expiry is the
  // foul and there is no stroke to judge by the other rules.
  const noStroke = expired && !record.events.some((e) => e.type === 'cue-tip-contact');
  const general = noStroke
    ? []
    : generalFouls({
        record,
        facts,
        state,
        table,
        options,
        legalTarget: (id) => game.legalTarget(ctx, id),
        waiveContactRules: game.waivesContactRules(ctx),
        kitchenWarned: declared.some((d) => d.type === 'kitchen-warning'),
      });
  const clockFouls = expired && !decl.fouls.some((f) => f.code === 'shot-clock-expired') ? [foul('shot-clock-expired', 0)] : []; // T1.11a
  const movingFouls = decl.fouls.some((f) => f.code === 'shot-while-balls-moving') ? [] : ballsMovingAtStrike(record); // G13 (D5)
  const g8 = breakInterference(declared, state, record);
  const scoop = noStroke ? { fouls: [], note: null } : scoopRuling(declared, record, facts); // G25
  const fouls = [...general, ...(g8 ? [g8] : []), ...scoop.fouls, ...decl.fouls, ...clockFouls, ...movingFouls].sort(byTime);
  const judged = placeJammedBalls(restoreTouchedBalls(game.decide({ ...ctx, fouls }), record), record);
  // G9, T2.21: played from outside the kitchen with nobody warning first: the stroke stands, and the ruling says why.
  const unwarned =
    state.ballInHand === 'kitchen' && !noStroke && cueOutsideKitchen(record, table) && !declared.some((d) => d.type === 'kitchen-warning');
  const decided = unwarned ? { ...judged, explanation: join(judged.explanation, NOTES.kitchenUnwarned) } : judged;
  const stroke = putBackSettled(scoop.note ? { ...decided, explanation: join(decided.explanation, scoop.note) } : decided, settle);
  // The seated player's own acts are charged to him (seated-fouls.ts).
  const ruling = chargeSeatedFouls(stroke, decl.seatedFouls, state);
  // T1.9: a spectator's unasked advice removes him; nothing counts against the player.
  const advised = decl.spectatorAdvice ? { ...ruling, explanation: join(NOTES.spectatorAdvice, ruling.explanation) } : ruling;
  // T2.28: a first intentional foul gets the warning without consequence; the stroke is ruled as it was played.
  const conduct: Ruling = decl.conductWarning
    ? { ...advised, conductWarning: state.shooter, explanation: join(advised.explanation, NOTES.conductWarning(state.shooter)) }
    : advised;
  // G34: an interference that did not affect the stroke: the touched balls are put back, play goes on.
  // T1.11: what the claimed extension did, in the ruling's words.
  const timed =
    claimed && state.clock
      ? {
          ...conduct,
          explanation: join(
            conduct.explanation,
            extensionUsable(state.clock)
              ? NOTES.extensionUsed(state.shooter, clockAllowance(state.clock, true))
              : NOTES.extensionNoneLeft(state.shooter),
          ),
        }
      : conduct;
  return decl.interference && decl.fouls.length === 0 ? putBack(timed, decl.interferences) : timed;
}

/**
 * G34: an interference that did not affect the stroke. The balls it moved go back where they were
 * (the record never moved them: a touched ball at rest is where the simulation leaves it), and the
 * ruling says so before the stroke's own ruling.
 */
function putBack(ruling: Ruling, interferences: readonly Declaration[]): Ruling {
  const ids = [...new Set(interferences.map((d) => d.ball).filter((b): b is string => b !== undefined))];
  return { ...ruling, explanation: join(NOTES.interferenceNoEffect(ids), ruling.explanation) };
}

/** D5: the balls that dropped by themselves soon after they stopped count as pocketed by the stroke (G30). */
function withSettled(facts: StrokeFacts, settle: SettleOutcome): StrokeFacts {
  return settle.pocketed.length === 0 ? facts : { ...facts, pocketed: [...facts.pocketed, ...settle.pocketed] };
}

/** G30: balls that moved by themselves: the ones put back (b) join the respotted balls; every settle is said (a, b, D5). */
function putBackSettled(ruling: Ruling, settle: SettleOutcome): Ruling {
  if (settle.notes.length === 0) return ruling;
  const respot = [...ruling.respot, ...settle.putBack.filter((b) => !ruling.respot.some((r) => r.id === b.id))];
  return { ...ruling, respot, explanation: join(ruling.explanation, ...settle.notes) };
}

/**
 * G20: the referee puts an object ball the shooter touched back where it was when it was touched
 * (the start position when the declaration has no time), unless the stroke pocketed it.
 */
function restoreTouchedBalls(ruling: Ruling, record: ShotRecord): Ruling {
  const touched = ruling.fouls.filter((f) => f.code === 'ball-touched' && f.ball !== undefined && f.ball !== CUE);
  const restore: Array<{ id: string; x: number; y: number }> = [];
  for (const f of touched) {
    const id = f.ball as string;
    if (ruling.pocketed.includes(id) || ruling.respot.some((r) => r.id === id) || restore.some((r) => r.id === id)) continue;
    const traj = record.trajectory.balls.find((b) => b.id === id);
    const at = traj ? sampleBall(record, traj, f.t ?? 0) : null;
    if (!at || at.mode === 'pocketed' || at.mode === 'off-table' || at.mode === 'tumbling') continue;
    restore.push({ id, x: at.r[0], y: at.r[1] });
  }
  if (restore.length === 0) return ruling;
  const note = join(...restore.map((r) => NOTES.ballRestored(r.id)));
  return { ...ruling, respot: [...ruling.respot, ...restore], explanation: join(ruling.explanation, note) };
}

/**
 * G32 (rules matrix D16): a ball left jammed in a pocket's mouth is judged by where its centre
 * projects: over the hole it is pocketed (the record says so), over the bed it is not, and the
 * referee places it on the bed at that projection.
 */
function placeJammedBalls(ruling: Ruling, record: ShotRecord): Ruling {
  const placed: Array<{ id: string; x: number; y: number }> = [];
  const notes = [];
  for (const e of record.events) {
    if (e.type !== 'pocket-jam' || e.over !== 'bed') continue;
    const id = e.balls[0] as string;
    if (ruling.respot.some((r) => r.id === id)) continue;
    placed.push({ id, x: e.pos[0], y: e.pos[1] });
    notes.push(NOTES.jammedPlaced(id, e.pocket));
  }
  if (placed.length === 0) return ruling;
  return { ...ruling, respot: [...ruling.respot, ...placed], explanation: join(ruling.explanation, ...notes) };
}

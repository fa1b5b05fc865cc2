/**
 * The game state after a ruling: turn, ball in hand, phase, fouls in a row (reset by a legal
 * stroke; 14.1 breaking fouls do not count; T2.16: an app referee always warns a player who comes
 * to the table on two fouls), groups, score. A lost game starts a new rack.
 */
import { other, type GameState, type Ruling } from './types.ts';
import { THREE_FOULS } from './thresholds.ts';

export function applyRuling(state: GameState, ruling: Ruling): GameState {
  const me = state.shooter;
  const fouls = { ...state.foulsInRow };
  const breakingFoulOnly = ruling.enforced?.code === 'breaking-foul';
  const third = ruling.fouls.some((f) => f.code === 'three-fouls');
  // Each player's own fouls count against him: the seated player's acts carry `by` (seated-fouls.ts).
  const own = ruling.fouls.filter((f) => f.by === undefined || f.by === me);
  const seated = other(me);
  if (own.length === 0) fouls[me] = 0;
  // The count a table's state holds stops at the two that a warning needs: a third counted foul is
  // penalised and clears it; where none is penalised the count stays at two (practice, which has no
  // three-foul penalty; T2.16b, where a forgotten warning makes the third foul the second).
  else if (!breakingFoulOnly) fouls[me] = third ? 0 : Math.min(fouls[me] + 1, THREE_FOULS - 1);
  if (ruling.fouls.some((f) => f.by === seated)) fouls[seated] += 1;
  const score = { A: state.score.A + ruling.scoreDelta.A, B: state.score.B + ruling.scoreDelta.B };
  // A new rack: the game was lost or won (re-rack), or the 14.1 third foul (the offender breaks a full rack).
  const newRack = ruling.lossOfGame !== null || ruling.next.options.includes('re-rack') || third;
  let phase: GameState['phase'] = 'normal';
  if (newRack) phase = 'break';
  else if (state.game === 'nine-ball' && state.phase === 'break' && ruling.legal) phase = 'push-out-available';
  const next = ruling.next.shooter;
  const warned = { ...state.warned, [next]: fouls[next] >= THREE_FOULS - 1 };
  const { call: _call, obvious: _obvious, ...rest } = state;
  return {
    ...rest,
    shooter: next,
    ballInHand: ruling.next.ballInHand,
    phase,
    foulsInRow: newRack ? { A: 0, B: 0 } : fouls,
    warned: newRack ? { A: false, B: false } : warned,
    // T2.28: the conduct warning holds for the match, across racks.
    ...(ruling.conductWarning || state.conductWarned
      ? { conductWarned: { A: false, B: false, ...state.conductWarned, ...(ruling.conductWarning ? { [ruling.conductWarning]: true } : {}) } }
      : {}),
    groups: newRack ? null : (ruling.groups ?? state.groups),
    safety: false,
    pushOut: false,
    score,
    frozenDeclared: [],
  };
}

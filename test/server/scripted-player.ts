/**
 * A scripted player for the server's tests: from the table the server sent, the act a player in
 * `seat` makes now (null: nothing is his to do). Lag strokes of different speeds, the lag's winner
 * breaks, then every stroke goes straight at the lowest object ball at one speed, the cue ball in
 * hand placed on the first free spot of a short list. Plain geometry, no advisor: the point is a
 * rack played through the server, not good play.
 */
import type { Player } from '../../src/rules/types.ts';
import type { ClientMessageInput, TableView } from '../../src/server/protocol.ts';

const R = 0.028575;
const SPOTS: readonly (readonly [number, number])[] = [
  [-0.9, 0],
  [-0.9, 0.3],
  [-0.9, -0.3],
  [-1.1, 0.1],
  [0, 0.4],
  [0, -0.4],
  [0.9, 0.3],
  [0.9, -0.3],
];

/**
 * `attempt` 0 aims at the lowest ball; a later attempt (after the server refused a stroke whose stick
 * no elevation clears over the rail) aims at the table's centre, then at the other balls in turn, then
 * around the compass in 45 degree steps.
 */
export function scriptedAct(view: TableView, seat: Player, attempt = 0): ClientMessageInput | null {
  const seq = view.seq;
  const m = view.match;
  if (view.turn !== 'both' && view.turn !== seat) return null;
  if (m.phase === 'lag') return view.lagGiven[seat] ? null : { type: 'stroke', seq, shot: { aimDeg: 0, cueSpeed: seat === 'A' ? 1.44 : 1.25 } };
  if (m.phase === 'break-choice') return { type: 'first-break', seq, breaker: seat };
  if (m.phase !== 'game' || !view.position) return null;
  const balls = (view.position.balls ?? []).filter((b) => !b.pocket).map((b) => ({ id: b.id, x: b.x ?? 0, y: b.y ?? 0 }));
  const state = view.position.state ?? {};
  const objects = balls.filter((b) => b.id !== 'cue').sort((a, b) => Number(a.id) - Number(b.id));
  const target = objects[0];
  let cue = balls.find((b) => b.id === 'cue');
  let place: { x: number; y: number } | undefined;
  const inHand = state.ballInHand ?? 'none';
  if (inHand !== 'none' || !cue) {
    const free = SPOTS.find(([x, y]) => (inHand !== 'kitchen' || x < -0.635) && objects.every((b) => Math.hypot(b.x - x, b.y - y) > 2 * R + 0.02));
    if (!free) return null;
    place = { x: free[0], y: free[1] };
    cue = { id: 'cue', ...place };
  }
  const aims = [target, { x: 0, y: 0 }, ...objects.slice(1)];
  const at = aims[attempt];
  // Past the list: a fan of directions, one of which runs along the rail the cue ball lies against.
  const aimDeg = at ? (Math.atan2(at.y - cue.y, at.x - cue.x) * 180) / Math.PI : ((attempt - aims.length) * 45) % 360;
  const breakShot = state.phase === 'break';
  return { type: 'stroke', seq, shot: { aimDeg, cueSpeed: breakShot ? 8 : 3 }, ...(place ? { cue: place } : {}) };
}

/**
 * A scripted player for the server's tests: from the table the server sent, the act a player in
 * `seat` makes now (null: nothing is his to do). Lag strokes of different speeds, the lag's winner
 * breaks, then every stroke goes straight at the lowest object ball at one speed, the cue ball in
 * hand placed on the first free spot of a short list. Plain geometry, no advisor: the point is a
 * rack played through the server, not good play.
 */
import type { Player } from '../../src/rules/types.ts';
import type { ClientMessageInput, ServerMessage, TableView } from '../../src/server/protocol.ts';
import type { Client } from './online-client.ts';

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

/** Strokes at most before the test stops the rack (the script's straight shots end a 9-ball rack well before). */
const MAX_STROKES = 120;

/** The message rate a script needs (a stroke every few milliseconds). */
export const SCRIPT_RATE = { rateBurst: 10_000, ratePerS: 10_000 } as const;

type Stroke = Extract<ServerMessage, { type: 'stroke' }>;

/**
 * Plays the scripted acts of both seats until the match is over (or `maxStrokes`); the strokes as
 * their players received them, and when (performance.now(), ms) each accepted stroke was sent, by the
 * table's `seq` after it. `thinkMs`: a pause before each act, as a player takes.
 */
export async function playOut(
  a: Client,
  b: Client,
  start: TableView,
  maxStrokes = MAX_STROKES,
  thinkMs = 0,
): Promise<{ strokes: Stroke[]; view: TableView; sentAt: Map<number, number> }> {
  const seats: Record<Player, Client> = { A: a, B: b };
  const strokes: Stroke[] = [];
  const sentAt = new Map<number, number>();
  let view = start;
  while (view.match.phase !== 'over' && strokes.length < maxStrokes) {
    const seat = (['A', 'B'] as const).find((s) => scriptedAct(view, s));
    if (!seat) throw new Error(`nobody acts at seq ${view.seq}, turn ${view.turn}, phase ${view.match.phase}`);
    // The answer to this seat's act: the other seat's last act may still be on its way to this socket.
    const mine = (m: ServerMessage) => m.type === 'refused' || ((m.type === 'stroke' || m.type === 'act') && (m.by === seat || m.by === 'both'));
    let got: Extract<ServerMessage, { type: 'stroke' | 'act' | 'refused' }> | null = null;
    let t0 = 0;
    if (thinkMs > 0) await new Promise((ok) => setTimeout(ok, thinkMs));
    for (let attempt = 0; attempt < 24 && (!got || got.type === 'refused'); attempt++) {
      const act = scriptedAct(view, seat, attempt)!;
      t0 = performance.now();
      got = await seats[seat].ask(act, ['stroke', 'act', 'refused'], mine);
      // The stick over a rail: the refusal names the elevation that clears it, as it does to a player.
      const clears = got.type === 'refused' && act.type === 'stroke' ? /at least ([\d.]+) degrees/.exec(got.reason) : null;
      if (clears && act.type === 'stroke') t0 = performance.now();
      if (clears && act.type === 'stroke')
        got = await seats[seat].ask({ ...act, shot: { ...act.shot, elevationDeg: Number(clears[1]) + 1 } }, ['stroke', 'act', 'refused'], mine);
      if (got.type === 'refused' && !got.reason.includes('elevation')) break;
    }
    if (!got) throw new Error('no act');
    if (got.type === 'refused') throw new Error(`refused: ${got.reason}`);
    if (got.type === 'stroke') {
      strokes.push(got);
      sentAt.set(got.view.seq, t0);
    }
    view = got.view;
  }
  return { strokes, view, sentAt };
}

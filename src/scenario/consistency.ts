/**
 * The scenario's parts must agree with one another, beyond each field's own range: a lag has its
 * two balls and a stroke on each; a called ball, a ball declared frozen or touched is on the
 * table; ball in hand has a cue ball to place; the players' groups differ; a 14.1 score has not
 * already reached the race. Each disagreement is refused with the field and the reason.
 */
import type { BallInput, ShotRecord } from '../physics/index.ts';
import { restingSince } from '../rules/index.ts';
import type { ScenarioIssue } from './errors.ts';
import type { Scenario } from './schema.ts';

const LAG_BALLS = ['lag-A', 'lag-B'] as const;

export function consistencyIssues(s: Scenario, balls: readonly BallInput[]): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const onTable = (id: string) => balls.some((b) => b.id === id && !b.pocket);
  lagIssues(s, out);
  const st = s.state;
  const cue = balls.find((b) => b.id === 'cue');
  if (st.ballInHand !== 'none' && (!cue || cue.pocket)) {
    out.push({ path: 'state.ballInHand', reason: 'ball in hand needs the cue ball placed on the table (give its x and y where the player put it)' });
  }
  if (st.call && !onTable(st.call.ball)) out.push({ path: 'state.call.ball', reason: `the called ball "${st.call.ball}" is not on the table` });
  if (st.groups && st.groups.A === st.groups.B) out.push({ path: 'state.groups', reason: `both players cannot have the ${st.groups.A}` });
  if (s.game === 'straight-pool') {
    const target = st.target ?? 150;
    for (const p of ['A', 'B'] as const) {
      if (st.score[p] >= target)
        out.push({ path: `state.score.${p}`, reason: `${st.score[p]} points have already reached the race to ${target}: the game is over` });
    }
  }
  pushOutIssues(s, out);
  st.frozenDeclared.forEach((f, k) => {
    if (!onTable(f.ball)) out.push({ path: `state.frozenDeclared[${k}].ball`, reason: `ball "${f.ball}" is not on the table` });
  });
  s.declared.forEach((d, k) => {
    if (d.ball !== undefined && !onTable(d.ball)) out.push({ path: `declared[${k}].ball`, reason: `ball "${d.ball}" is not on the table` });
    out.push(...declaredFieldIssues(d, k));
    if (d.type === 'extension-claimed' && !st.clock)
      out.push({ path: `declared[${k}].type`, reason: 'an extension claimed (T1.11) needs the shot clock: give state.clock' });
    const rule = SHOOTERS_ACTS[d.type];
    if (rule && d.by !== st.shooter)
      out.push({ path: `declared[${k}].by`, reason: `${d.type} is the shooter's own act (${rule}): expected "${st.shooter}", got "${d.by}"` });
  });
  return out;
}

/**
 * The push-out is 9-ball's (WPA 9-ball; the seeds have none): in another game it is refused. In
 * 9-ball a push-out announced when none is open (mid-rack, or on the break) is a question a rules
 * tester asks ("what if he announces it anyway"): the stroke is ruled as an ordinary one and the
 * ruling says that no push-out was open (rules/games/nine-ball.ts).
 */
function pushOutIssues(s: Scenario, out: ScenarioIssue[]): void {
  const st = s.state;
  if (s.game === 'nine-ball') return;
  if (st.phase === 'push-out-available') out.push({ path: 'state.phase', reason: `"push-out-available" is a 9-ball phase; the game is ${s.game}` });
  if (st.pushOut) out.push({ path: 'state.pushOut', reason: `a push-out is played only in 9-ball; the game is ${s.game}` });
}

/**
 * Acts only the player at the table commits, in his stroke ("the act is the
 * player's"): whoever saw it, the scenario names the shooter as the one who did it.
 */
export const SHOOTERS_ACTS: Readonly<Partial<Record<Scenario['declared'][number]['type'], string>>> = {
  'foot-off-floor': 'G12',
  'out-of-turn': 'G40',
  'intentional-foul': 'T2.28',
  'shot-while-balls-moving': 'G13',
  'shot-clock-expired': 'T1.11',
  'extension-claimed': 'T1.11',
  'scoop-intended': 'G25',
};

/** Fields a declared act needs or cannot have (G30's settle: the ball and its time; its pocket only there). */
function declaredFieldIssues(d: Scenario['declared'][number], k: number): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  if (d.type === 'ball-settled') {
    if (d.ball === undefined) out.push({ path: `declared[${k}].ball`, reason: 'a ball settling by itself (G30) needs the ball' });
    if (d.t === undefined)
      out.push({ path: `declared[${k}].t`, reason: 'a ball settling by itself (G30) needs the time it moved, s from the strike' });
  } else if (d.pocket !== undefined) {
    out.push({ path: `declared[${k}].pocket`, reason: `only a ball settling by itself (ball-settled) drops into a pocket; not ${d.type}` });
  }
  if (d.effect !== undefined && d.type !== 'ball-touched')
    out.push({ path: `declared[${k}].effect`, reason: `only a hand that touched a ball (ball-touched) has an effect; not ${d.type}` });
  else if (d.effect !== undefined && d.ball === undefined)
    out.push({ path: `declared[${k}].ball`, reason: `a ball ${d.effect} by a hand (G34) needs the ball` });
  if ((d.effect === 'stopped' || d.effect === 'deflected') && d.t === undefined)
    out.push({ path: `declared[${k}].t`, reason: `a ball ${d.effect} by a hand (G34) needs the time, s from the strike` });
  if (d.type === 'kitchen-warning' && d.ball !== undefined)
    out.push({ path: `declared[${k}].ball`, reason: 'a warning that the cue ball lies outside the kitchen (T2.21) names no ball' });
  if (d.type === 'scoop-intended' && d.ball !== undefined)
    out.push({ path: `declared[${k}].ball`, reason: "a scoop (G25) is the cue ball's: name no ball" });
  return out;
}

/**
 * What the record must agree with: a ball settling by itself (G30) is at rest on the bed when it
 * moves (a moving ball that drops is the stroke's own doing, and the physics shows it).
 */
export function recordIssues(s: Scenario, record: ShotRecord): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  s.declared.forEach((d, k) => {
    if ((d.effect === 'stopped' || d.effect === 'deflected') && d.ball !== undefined && d.t !== undefined && !movedBy(record, d.ball, d.t))
      out.push({
        path: `declared[${k}].effect`,
        reason: `${named(d.ball)} has not moved by ${d.t} s in the stroke, so a hand cannot have ${d.effect} it (G34)`,
      });
    if (d.type !== 'ball-settled' || d.ball === undefined || d.t === undefined) return;
    if (restingSince(record, d.ball, d.t) === null)
      out.push({ path: `declared[${k}].t`, reason: `the ${d.ball} is not at rest on the bed at ${d.t} s, so it cannot settle by itself then (G30)` });
  });
  return out;
}

/** A ball as the messages name it: the cue ball, the 1. */
const named = (id: string): string => (id === 'cue' ? 'the cue ball' : `the ${id}`);

/** Whether the ball is moving at t or has moved in the stroke before it (a hand can stop or turn it aside then). */
function movedBy(record: ShotRecord, id: string, t: number): boolean {
  const since = restingSince(record, id, t);
  return since === null || Number.isFinite(since);
}

/** A lag (G5): both lag balls, and exactly one stroke on each; no lag balls in another game. */
function lagIssues(s: Scenario, out: ScenarioIssue[]): void {
  const listed = s.balls.map((b) => b.id);
  if (s.game !== 'lag') {
    s.balls.forEach((b, i) => {
      if (b.id.startsWith('lag-')) out.push({ path: `balls[${i}].id`, reason: `"${b.id}" is a lag ball; it plays only in "game": "lag"` });
    });
    return;
  }
  for (const id of LAG_BALLS) if (!listed.includes(id)) out.push({ path: 'balls', reason: `the lag needs ball "${id}"` });
  if (s.shot === undefined) return;
  if (!Array.isArray(s.shot)) {
    out.push({ path: 'shot', reason: 'the lag is two strokes, one on each lag ball (a list of two)' });
    return;
  }
  const struck = s.shot.map((x) => x.ball ?? 'cue');
  s.shot.forEach((x, k) => {
    const b = x.ball ?? 'cue';
    if (!(LAG_BALLS as readonly string[]).includes(b)) out.push({ path: `shot[${k}].ball`, reason: 'each lag stroke plays "lag-A" or "lag-B"' });
    else if (struck.indexOf(b) !== k) out.push({ path: `shot[${k}].ball`, reason: `"${b}" is struck twice; each lag ball is played once` });
  });
}

/**
 * The stick's tip meets a ball during its follow-through (detect-stick-ball.ts): a frictionless
 * point impulse through the ball's centre, the stick held on its line and slowed by it (restitution
 * `eTip`). The cue ball again is a further `cue-tip-contact` (a double hit), or the same contact
 * lasting longer while still within TIP_CONTACT_S of the last; any other ball is a
 * `cue-stick-contact`. A ball already pinned against a cushion or another ball stops the stick.
 */
import { MODE_AIRBORNE, stateAt, type Motion } from '../laws/ball-motion.ts';
import { TIP_CONTACT_S } from '../cue/cue-stick.ts';
import type { EngineState } from '../engine-state.ts';
import { refresh, refreshStick } from './prediction-cache.ts';
import type { CueTipContactEvent } from '../record/shot-record.ts';
import { stickRun, stickStop, type Stick } from '../cue/stick-follow-through.ts';
import { SUSTAINED_GAP_M } from './sustained-contact.ts';

/** Stick wj's tip meets ball wi. */
export function onStickBall(s: EngineState, wj: number, wi: number, now: number): void {
  const { p, st, kin1, events } = s;
  const sk = s.sticks[wj] as Stick;
  s.load(wi, now, kin1, st);
  const tau0 = now - sk.t0;
  const sNow = stickRun(sk, now);
  const vNow = Math.max(sk.speed - sk.decel * tau0, 0);
  // 3-D normal from the tip centre to the ball centre.
  let nx = (st[0] as number) - (sk.x0 + sk.dx * sNow),
    ny = (st[1] as number) - (sk.y0 + sk.dy * sNow);
  let nz = (st[7] as number) - (sk.z + sk.dz * sNow);
  const d = Math.sqrt(nx * nx + ny * ny + nz * nz);
  nx /= d;
  ny /= d;
  nz /= d;
  const dn = sk.dx * nx + sk.dy * ny + sk.dz * nz;
  const un = vNow * dn - (kin1.v[0] * nx + kin1.v[1] * ny + kin1.v[2] * nz);
  if (!(un > 0)) {
    s.stickT[wj * s.n + wi] = Infinity;
    return;
  }
  // The contact is plastic for a pinned ball: the arm cannot drive the cue through it.
  const pinned = touchingSomething(s, wi, now, st[0] as number, st[1] as number);
  const J = ((1 + (pinned ? 0 : p.eTip)) * un) / (1 / p.ballMassKg + (dn * dn) / p.cueMassKg);
  kin1.v[0] += (J * nx) / p.ballMassKg;
  kin1.v[1] += (J * ny) / p.ballMassKg;
  // The vertical part: on the cloth the slate takes a downward push (as it takes the cushion's,
  // Han 2005) and an upward one lifts the ball; in the air the ball takes it all.
  const jz = (J * nz) / p.ballMassKg;
  if ((s.motion[wi] as Motion).mode === MODE_AIRBORNE || jz > 0) kin1.v[2] += jz;
  s.store(wi, now, kin1, st);
  const newSpeed = pinned ? 0 : Math.max(vNow - (J * dn) / p.cueMassKg, 0);
  sk.s0 = sNow;
  sk.t0 = now;
  sk.speed = newSpeed;
  sk.tStop = stickStop(sk);
  sk.path.push({ t: now, s: sNow, speed: newSpeed });
  const last = sk.lastTipEvent >= 0 ? (events[sk.lastTipEvent] as CueTipContactEvent) : null;
  if (wi === sk.ball && last && now < last.end) {
    // Still within the tip contact in progress: the same contact, lasting longer.
    events[sk.lastTipEvent] = { ...last, end: now + TIP_CONTACT_S };
  } else if (wi === sk.ball) {
    sk.contacts += 1;
    sk.lastTipEvent = events.length;
    events.push({
      t: now,
      type: 'cue-tip-contact',
      balls: [s.ids[wi] as string],
      start: now,
      end: now + TIP_CONTACT_S,
      count: sk.contacts,
      tip: { side: 0, height: 0 },
      speed: un,
    });
  } else {
    events.push({ t: now, type: 'cue-stick-contact', balls: [s.ids[wi] as string], part: 'tip' });
  }
  refresh(s, [wi], now);
  refreshStick(s, wj, now);
}

/** Whether ball i, at (x, y) at time t, touches a cushion or another ball. */
function touchingSomething(s: EngineState, i: number, t: number, x: number, y: number): boolean {
  const { st2 } = s;
  const { D, R, dc, elements } = s.t;
  for (let j = 0; j < s.n; j++) {
    if (j === i || !s.active(j)) continue;
    stateAt(s.p, s.motion[j] as Motion, t, st2);
    const dx = x - (st2[0] as number),
      dy = y - (st2[1] as number);
    if (dx * dx + dy * dy <= (D + SUSTAINED_GAP_M) * (D + SUSTAINED_GAP_M)) return true;
  }
  for (const e of elements) {
    let gap: number;
    if (e.src.kind === 'segment') {
      const along = (x - e.ax) * e.ux + (y - e.ay) * e.uy;
      if (along < 0 || along > e.len) continue;
      gap = (x - e.ax) * e.nx + (y - e.ay) * e.ny - dc;
    } else {
      gap = Math.sqrt((x - e.cx) * (x - e.cx) + (y - e.cy) * (y - e.cy)) - e.rc;
    }
    // A ball's centre more than a radius behind a face is on its far side, not touching it.
    if (gap <= SUSTAINED_GAP_M && gap > -R) return true;
  }
  return false;
}

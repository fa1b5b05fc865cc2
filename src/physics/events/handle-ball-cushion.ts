/**
 * A ball-cushion contact found by detect-ball-cushion.ts or detect-ball-jaw.ts, resolved with Han
 * 2005 (ball-cushion-han2005.ts): the normal from the nose line or the jaw's centre, theta from the
 * contact height (on the cloth the nose's fixed angle; in flight where the edge actually is), the
 * exact contact distance restored, the `ball-cushion` event recorded. On the cloth an upward
 * impulse lifts the ball (a hop off a low or hard-hit cushion, reference 3.3); a downward one is
 * taken by the slate.
 */
import { MODE_AIRBORNE, type Motion } from '../laws/ball-motion.ts';
import { resolveBallCushion } from '../laws/ball-cushion-han2005.ts';
import { PLASTIC_BELOW_MPS } from '../contact-tolerances.ts';
import type { EngineState } from '../engine-state.ts';
import { refresh } from './prediction-cache.ts';
import { noteHandled } from './sustained-contact.ts';
import type { CushionName } from '../../table/geometry.ts';
import type { Element } from '../table-model.ts';

/** Ball wi meets element `which` (a cushion segment or a jaw). */
export function onBallCushion(s: EngineState, wi: number, now: number, which: number): void {
  const { p, st, kin1 } = s;
  const { R, dc, hNose } = s.t;
  const e = s.t.elements[which] as Element;
  const sustainedContact = s.cushionSustained[wi] === 1;
  s.cushionDue[wi] = Infinity;
  s.cushionLastImpact[wi] = now;
  noteHandled(s.cushionHandledAt, s.cushionHandled, wi, now);
  s.load(wi, now, kin1, st);
  const air = (s.motion[wi] as Motion).mode === MODE_AIRBORNE;
  // In flight the nose edge (a line, or a jaw's circle) touches the ball wherever it meets it:
  // theta from the height.
  let sinT = s.t.sinTheta;
  let nx: number,
    ny: number,
    gap: number,
    reachC = dc;
  // In flight a sustained contact is restored horizontally, at the same height: moving the
  // ball up would add potential energy at every correction.
  const edgeGap = (h: number, dz: number): number => (Math.abs(dz) < R ? h - Math.sqrt(R * R - dz * dz) : 0);
  if (e.src.kind === 'segment') {
    nx = e.nx;
    ny = e.ny;
    gap = ((st[0] as number) - e.ax) * nx + ((st[1] as number) - e.ay) * ny - dc;
    if (air) {
      reachC = gap + dc;
      gap = edgeGap(reachC, (st[7] as number) - hNose);
    }
  } else {
    nx = (st[0] as number) - e.cx;
    ny = (st[1] as number) - e.cy;
    const d = Math.sqrt(nx * nx + ny * ny);
    nx /= d;
    ny /= d;
    gap = d - e.rc;
    if (air) {
      // From the edge circle toward the ball: outward, or inward for a ball over the jaw's top.
      reachC = d - (e.rc - dc);
      if (reachC < 0) {
        nx = -nx;
        ny = -ny;
        reachC = -reachC;
      }
      gap = edgeGap(reachC, (st[7] as number) - hNose);
    }
  }
  if (air) {
    // theta from where the edge actually is (its distance, not R, normalises the normal), so the
    // approach the law sees is the one the prediction found.
    const dzE = hNose - (st[7] as number);
    const dist = Math.sqrt(reachC * reachC + dzE * dzE);
    sinT = dist > 0 ? Math.min(Math.max(dzE / dist, -1), 1) : 0;
  }
  // Restore the exact contact distance to the rubber: for a sustained contact, and for an
  // impact that finds the ball already in it (pressed in by another ball since its last
  // correction: a wedge of two balls and a cushion). Only ever out of the rubber.
  const push = Math.min(gap, 0);
  st[0] = (st[0] as number) - nx * push;
  st[1] = (st[1] as number) - ny * push;
  const approach = -(kin1.v[0] * nx + kin1.v[1] * ny);
  const res = resolveBallCushion(p, kin1, nx, ny, sinT, sustainedContact || approach < PLASTIC_BELOW_MPS ? 0 : p.eCushion, air);
  if (!air && res.verticalImpulse > 0) kin1.v[2] = res.verticalImpulse;
  if (res.approachSpeed > 0 && !sustainedContact) {
    s.events.push({
      t: now,
      type: 'ball-cushion',
      balls: [s.ids[wi] as string],
      cushion: e.src.cushion as CushionName,
      part: e.src.part,
      ...(e.src.pocket ? { pocket: e.src.pocket } : {}),
      speed: res.approachSpeed,
      pos: [(st[0] as number) - nx * reachC, (st[1] as number) - ny * reachC],
    });
  }
  s.store(wi, now, kin1, st);
  refresh(s, [wi], now);
}

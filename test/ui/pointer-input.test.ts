/** The drag-back stroke's arithmetic and the gestures' logic (src/ui/pointer-input.ts), on a stand-in element; in the page they run in the e2e tests. */
import { describe, expect, it } from 'vitest';
import {
  bindPointer,
  MAX_CUE_SPEED,
  MIN_CUE_SPEED,
  MIN_PULL_M,
  PULL_FOR_MAX_M,
  pullBack,
  speedFromPull,
  type PointerHost,
} from '../../src/ui/pointer-input.ts';

describe('drag-back stroke', () => {
  it('the pull is the distance back against the aim; sideways or forward adds nothing', () => {
    expect(pullBack([0, 0], [-0.1, 0], [1, 0])).toBeCloseTo(0.1, 15);
    expect(pullBack([0, 0], [-0.1, 0.3], [1, 0])).toBeCloseTo(0.1, 15);
    expect(pullBack([0, 0], [0.2, 0], [1, 0])).toBe(0);
    expect(pullBack([1, 1], [1, 0.75], [0, 1])).toBeCloseTo(0.25, 15);
  });
  it('the speed grows with the pull to the fastest cue at PULL_FOR_MAX_M, in 0.1 m/s steps, never below the slowest', () => {
    expect(speedFromPull(PULL_FOR_MAX_M)).toBe(MAX_CUE_SPEED);
    expect(speedFromPull(2 * PULL_FOR_MAX_M)).toBe(MAX_CUE_SPEED);
    expect(speedFromPull(PULL_FOR_MAX_M / 4)).toBe(2);
    expect(speedFromPull(0)).toBe(MIN_CUE_SPEED);
    expect(speedFromPull(MIN_PULL_M)).toBeCloseTo(0.3, 12);
  });
});

/** A table element and a host that records what the gestures asked for; the cloth point is the pointer's (x, y) in metres. */
function rig(opts: { ball?: { id: string; x: number; y: number }; strokeAllowed?: boolean } = {}) {
  const calls: string[] = [];
  const el = Object.assign(new EventTarget(), { style: {} as Record<string, string>, setPointerCapture: () => {} });
  const host: PointerHost = {
    accepts: () => true,
    clothPoint: (ev) => [ev.clientX, ev.clientY],
    grabbable: (at) => (opts.ball && Math.hypot(at[0] - opts.ball.x, at[1] - opts.ball.y) < 0.03 ? opts.ball : null),
    aimDir: () => [1, 0],
    grab: (id) => calls.push(`grab ${id}`),
    moveBall: () => {},
    drop: (id) => calls.push(`drop ${id}`),
    pull: () => {},
    strike: () => calls.push('strike'),
    strokeAllowed: () => opts.strokeAllowed ?? true,
    strokeRefused: () => calls.push('refused'),
    aimAt: () => {},
    release: () => {},
  };
  bindPointer(el as unknown as HTMLElement, host);
  const send = (type: string, x: number, y: number, button = 0, pointerType = 'mouse') =>
    el.dispatchEvent(Object.assign(new Event(type), { pointerType, button, clientX: x, clientY: y, pointerId: 1 }));
  /** Press at `from`, move to `to` in steps, release: one drag with `button`. */
  const drag = (from: [number, number], to: [number, number], button = 0) => {
    send('pointerdown', from[0], from[1], button);
    for (let k = 1; k <= 5; k++) send('pointermove', from[0] + ((to[0] - from[0]) * k) / 5, from[1] + ((to[1] - from[1]) * k) / 5, button);
    send('pointerup', to[0], to[1], button);
  };
  return { calls, send, drag };
}

describe('pointer gestures (issue 34)', () => {
  it('a right- or middle-button drag back plays nothing and moves no ball: those buttons turn and pan the camera', () => {
    const r = rig({ ball: { id: 'cue', x: 0, y: 0 } });
    r.drag([0.5, 0], [0.1, 0], 2); // right button, pulled back 0.4 m: a hard stroke with the primary
    r.drag([0.5, 0], [0.1, 0], 1); // middle button
    r.drag([0, 0], [0.3, 0.2], 2); // right button from on the ball
    expect(r.calls).toEqual([]);
  });
  it('the primary button strikes with a pull back, and a release of another button does not end its drag', () => {
    const r = rig();
    r.send('pointerdown', 0.5, 0);
    r.send('pointermove', 0.3, 0);
    r.send('pointerup', 0.3, 0, 2); // the right button let go meanwhile
    expect(r.calls).toEqual([]);
    r.send('pointermove', 0.2, 0);
    r.send('pointerup', 0.2, 0);
    expect(r.calls).toEqual(['strike']);
  });
  it('with the cue ball in hand and not placed, a drag back never strikes (the app says why); on the ball it grabs and places', () => {
    const r = rig({ ball: { id: 'cue', x: 0, y: 0 }, strokeAllowed: false });
    r.drag([0.5, 0], [0.1, 0]);
    expect(r.calls).toEqual(['refused']);
    r.drag([0.01, 0], [-0.2, 0.1]);
    expect(r.calls).toEqual(['refused', 'grab cue', 'drop cue']);
  });
});

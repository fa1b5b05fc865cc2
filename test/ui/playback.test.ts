/** The replay clock: speed, pause, frame stepping and scrubbing in simulated time. */
import { describe, expect, it } from 'vitest';
import { FRAME_S, PlaybackClock } from '../../src/ui/playback.ts';

describe('the replay clock', () => {
  it('runs at the chosen rate and stops at the end of the stroke', () => {
    const c = new PlaybackClock();
    c.start(2, 1000);
    expect(c.time(1500)).toBeCloseTo(0.5, 12);
    c.setRate(0.25, 1500);
    expect(c.time(2500)).toBeCloseTo(0.75, 12);
    expect(c.finished(2500)).toBe(false);
    expect(c.time(100_000)).toBe(2);
    expect(c.finished(100_000)).toBe(true);
  });
  it('pauses, steps one frame at a time and scrubs; resuming goes on from there', () => {
    const c = new PlaybackClock();
    c.start(3, 0);
    c.pause(1000);
    expect(c.time(5000)).toBeCloseTo(1, 12);
    c.step(1, 5000);
    expect(c.time(9000)).toBeCloseTo(1 + FRAME_S, 12);
    c.step(-2, 9000);
    expect(c.time(9000)).toBeCloseTo(1 - FRAME_S, 12);
    c.seek(2.5);
    expect(c.time(0)).toBe(2.5);
    c.seek(-1);
    expect(c.time(0)).toBe(0);
    c.seek(2.5);
    c.resume(10_000);
    expect(c.time(10_250)).toBeCloseTo(2.75, 12);
  });
});

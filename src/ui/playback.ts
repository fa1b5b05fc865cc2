/**
 * The replay clock: simulated time advances at a rate (0.1x to 2x) from the
 * wall clock, can be paused, stepped a frame at a time and scrubbed. Pure: the caller passes the
 * wall-clock time in ms, so the behaviour is testable without a browser.
 */

/** One frame step, s of simulated time (a 60 Hz display at real speed). */
export const FRAME_S = 1 / 60;

export class PlaybackClock {
  private t = 0;
  private anchorMs = 0;
  private anchorT = 0;
  private endT = 0;
  paused = false;
  rate = 1;

  /** Starts from the beginning of a stroke lasting `endT` s. */
  start(endT: number, nowMs: number): void {
    this.endT = endT;
    this.t = 0;
    this.anchorT = 0;
    this.anchorMs = nowMs;
    this.paused = false;
  }

  /** The simulated time now, s (clamped to the stroke). */
  time(nowMs: number): number {
    if (!this.paused) this.t = Math.min(this.anchorT + ((nowMs - this.anchorMs) / 1000) * this.rate, this.endT);
    return this.t;
  }

  get duration(): number {
    return this.endT;
  }

  /** Whether the stroke has played to its end (and is not paused before it). */
  finished(nowMs: number): boolean {
    return this.time(nowMs) >= this.endT;
  }

  setRate(rate: number, nowMs: number): void {
    this.time(nowMs);
    this.rate = rate;
    this.anchorT = this.t;
    this.anchorMs = nowMs;
  }

  pause(nowMs: number): void {
    this.time(nowMs);
    this.paused = true;
  }

  resume(nowMs: number): void {
    this.paused = false;
    this.anchorT = this.t >= this.endT ? 0 : this.t;
    this.anchorMs = nowMs;
  }

  /** Jumps to time t (pauses). */
  seek(t: number): void {
    this.paused = true;
    this.t = Math.min(Math.max(t, 0), this.endT);
  }

  /** Steps `frames` frames forward (negative: back) and pauses. */
  step(frames: number, nowMs: number): void {
    this.time(nowMs);
    this.seek(this.t + frames * FRAME_S);
  }
}

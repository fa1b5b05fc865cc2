/**
 * A timed exam's clock that counts what the trainee saw: time passes only
 * while the page runs. Each tick adds the time since the last one, but at most MAX_TICK_GAP_MS,
 * so a page that stalls (a busy machine, a tab in the background) does not eat the answer time:
 * a 20 s limit is 20 s the trainee could read and click in.
 */
export const MAX_TICK_GAP_MS = 1000;

export class AnswerClock {
  private usedMs = 0;
  private last: number;

  constructor(
    private readonly limitS: number,
    startMs: number,
  ) {
    if (!(limitS > 0)) throw new RangeError(`limitS: expected a positive number of seconds, got ${limitS}`);
    this.last = startMs;
  }

  /** Counts the time up to `nowMs` (a gap longer than MAX_TICK_GAP_MS counts as that much). */
  tick(nowMs: number): void {
    this.usedMs += Math.min(Math.max(0, nowMs - this.last), MAX_TICK_GAP_MS);
    this.last = nowMs;
  }

  /** Whole seconds left, rounded up (0 when the time is over). */
  get leftS(): number {
    return Math.max(0, Math.ceil(this.limitS - this.usedMs / 1000 - 1e-9));
  }
}

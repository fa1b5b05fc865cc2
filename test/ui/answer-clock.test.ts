/** A timed exam counts the time the trainee saw, not the time a stalled page lost. */
import { describe, expect, it } from 'vitest';
import { AnswerClock, MAX_TICK_GAP_MS } from '../../src/ui/answer-clock.ts';

describe('the answer clock of a timed exam', () => {
  it('counts down in whole seconds while the page ticks', () => {
    const c = new AnswerClock(20, 0);
    expect(c.leftS).toBe(20);
    for (let t = 250; t <= 5000; t += 250) c.tick(t);
    expect(c.leftS).toBe(15);
    for (let t = 5250; t <= 20000; t += 250) c.tick(t);
    expect(c.leftS).toBe(0);
  });
  it('a stall of the page (40 s with no tick) counts as one tick gap, not as 40 s', () => {
    const c = new AnswerClock(20, 0);
    c.tick(250);
    c.tick(40250);
    expect(c.leftS).toBe(Math.ceil(20 - (250 + MAX_TICK_GAP_MS) / 1000));
    expect(c.leftS).toBeGreaterThan(15);
  });
  it('a clock going back counts nothing; a limit that is not positive is refused', () => {
    const c = new AnswerClock(10, 1000);
    c.tick(500);
    expect(c.leftS).toBe(10);
    expect(() => new AnswerClock(0, 0)).toThrow(/limitS/);
  });
});

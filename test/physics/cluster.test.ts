/**
 * Compliant contact in clusters (events/detect-cluster.ts, events/handle-cluster.ts,
 * laws/ball-ball-hertz-tsuji.ts): the law alone against the measured restitution and contact time,
 * a pair alone against the exact law, and the clusters a player knows: the frozen triangle, the
 * rack broken square, Newton's cradle, the side break, the stun break, and the step that does not
 * matter. Expected values and their sources beside each.
 */
import { describe, expect, it } from 'vitest';
import { auditRecord } from '../../src/physics/audit/audit.ts';
import { frictionImpulse, resolveBallBall, type BallKinematics } from '../../src/physics/laws/ball-ball-frictional-inelastic.ts';
import { hertzStiffness, hertzTsujiForce, tsujiAlpha } from '../../src/physics/laws/ball-ball-hertz-tsuji.ts';
import { CLUSTER_CONTACT_S } from '../../src/physics/events/detect-cluster.ts';
import { clusterCost, WINDOW_STEP_S, withWindowStep } from '../../src/physics/events/handle-cluster.ts';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { rackBalls } from '../../src/table/racks.ts';
import { ball, levelStroke, P, R, run, T9 } from './helpers.ts';

const S3 = Math.sqrt(3);
const m = P.ballMassKg;

/** A lone pair under the compliant law (no cloth), b1 moving at v into b2 along +x: the outcome and the contact's duration. */
function lonePair(b1: BallKinematics, b2: BallKinematics, dt = WINDOW_STEP_S): { duration: number } {
  const k = hertzStiffness(P);
  const eta = tsujiAlpha(P.eBall) * Math.sqrt(0.5 * m * k);
  let gap = 0,
    t = 0;
  do {
    const rate = b1.v[0] - b2.v[0];
    if (gap < 0) frictionImpulse(P, b1, b2, 1, 0, (hertzTsujiForce(k, eta, -gap, rate) * dt) / m, (hertzTsujiForce(k, eta, -gap, rate) * dt) / m);
    gap -= (b1.v[0] - b2.v[0]) * dt;
    t += dt;
  } while (gap < 0 || t < 2 * dt);
  return { duration: t };
}

describe('the compliant law alone (Hertz with Tsuji damping)', () => {
  it('keeps the measured restitution e_b = 0.95 at every speed, within 0.1 % (the damping is calibrated on it) [S1]', () => {
    for (const v of [0.1, 0.5, 2, 5, 10.7, 15]) {
      const b1: BallKinematics = { v: [v, 0, 0], w: [0, 0, 0] },
        b2: BallKinematics = { v: [0, 0, 0], w: [0, 0, 0] };
      lonePair(b1, b2);
      expect(Math.abs((b2.v[0] - b1.v[0]) / v - P.eBall)).toBeLessThan(0.001);
    }
  });

  it('lasts 0.2-0.25 ms at 10.7 m/s (reference §1.5, Hertz for phenolic balls); CLUSTER_CONTACT_S covers it down to 0.5 m/s and misses under 15 µm of gap at 0.1 m/s', () => {
    const fast = lonePair({ v: [10.7, 0, 0], w: [0, 0, 0] }, { v: [0, 0, 0], w: [0, 0, 0] }).duration;
    expect(fast).toBeGreaterThan(2e-4);
    expect(fast).toBeLessThan(2.5e-4);
    const slow = lonePair({ v: [0.1, 0, 0], w: [0, 0, 0] }, { v: [0, 0, 0], w: [0, 0, 0] }).duration;
    expect((slow - CLUSTER_CONTACT_S) * 0.1).toBeLessThan(15e-6);
    const half = lonePair({ v: [0.5, 0, 0], w: [0, 0, 0] }, { v: [0, 0, 0], w: [0, 0, 0] }).duration;
    expect(half).toBeLessThan(CLUSTER_CONTACT_S);
  });

  it('a pair alone agrees with the exact law: normal speeds to 0.1 %, throw and spin transfer within 10 % (cut with side spin: the coefficient of friction follows the slip through the contact)', () => {
    // Ball 1 at 2 m/s, 30 degrees to the line of centres, with side spin: compare with resolveBallBall.
    const v = 2;
    const make = (): [BallKinematics, BallKinematics] => [
      { v: [v * 0.866, v * 0.5, 0], w: [0, 0, 40] },
      { v: [0, 0, 0], w: [0, 0, 0] },
    ];
    const [e1, e2] = make();
    resolveBallBall(P, e1, e2, 1, 0);
    const [c1, c2] = make();
    lonePair(c1, c2);
    expect(Math.abs(c2.v[0] - e2.v[0]) / v).toBeLessThan(0.001);
    const jt = Math.abs(e2.v[1]);
    expect(Math.abs(c2.v[1] - e2.v[1])).toBeLessThan(0.1 * jt);
    expect(Math.abs(c2.w[2] - e2.w[2])).toBeLessThan(0.1 * Math.abs(e2.w[2]));
  });
});

/** Speed and heading (degrees) of a ball just after the cluster settled (6 ms after the first contact). */
function after(rec: ShotRecord, id: string): { speed: number; deg: number; vy: number } {
  const t = (rec.events.find((e) => e.type === 'ball-ball') as { t: number }).t + 0.006;
  const s = ball(rec, id).at(t);
  return { speed: Math.hypot(s.v[0], s.v[1]), deg: (Math.atan2(s.v[1], s.v[0]) * 180) / Math.PI, vy: s.v[1] };
}

function triangle(): ShotRecord {
  const x0 = 0.3;
  return run([
    { id: 'cue', x: -0.2, y: 0, v: [2, 0, 0] },
    { id: '1', x: x0, y: 0 },
    { id: '2', x: x0 + S3 * R, y: R },
    { id: '3', x: x0 + S3 * R, y: -R },
  ]);
}

describe('a frozen triangle hit square acts as one body', () => {
  it('the back balls leave alike (within 3 %) at mirror angles, the apex ball straight on; the contacts of both back balls begin together', () => {
    const rec = triangle();
    const b2 = after(rec, '2'),
      b3 = after(rec, '3'),
      apex = after(rec, '1');
    expect(Math.abs(b2.speed - b3.speed) / b2.speed).toBeLessThan(0.03);
    expect(Math.abs(b2.deg + b3.deg)).toBeLessThan(0.5);
    // On the line of centres, 30 degrees from the stroke, as a rigid frozen triangle sends them.
    expect(Math.abs(b2.deg - 30)).toBeLessThan(2);
    expect(Math.abs(apex.vy)).toBeLessThan(1e-9);
    const contacts = rec.events.filter((e) => e.type === 'ball-ball');
    expect(contacts[0]?.balls).toEqual(['cue', '1']);
    const backs = contacts.filter((e) => e.balls.includes('2') || e.balls.includes('3'));
    expect(backs[0]?.t).toBe(backs[1]?.t);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
});

function centreBreak(speed: number, jitterMm = 0, seed = 0): { rec: ShotRecord; rack: ReturnType<typeof rackBalls> } {
  const rack = rackBalls(T9, R, { type: 'nine-ball', seed, jitterMm });
  const apex = rack[0] as (typeof rack)[number];
  // A stun break: sliding without spin, arriving at `speed`.
  const x = apex.x - 2 * R - 0.05;
  return { rec: run([{ id: 'cue', x, y: apex.y, v: [Math.sqrt(speed * speed + 2 * P.muSlide * P.g * 0.05), 0, 0] }, ...rack]), rack };
}

describe('a tight 9-ball rack broken square from the centre', () => {
  it('sends the wing balls off alike (within 15 %, here to the bit) and mirror-wise; the cue ball comes back off the rack (stun break)', () => {
    const { rec, rack } = centreBreak(10.7);
    const wings = rack.filter((b) => Math.abs(b.y) > 1.5 * R);
    expect(wings.length).toBe(2);
    const a = after(rec, wings[0]!.id),
      b = after(rec, wings[1]!.id);
    expect(Math.abs(a.speed - b.speed) / a.speed).toBeLessThan(0.15);
    expect(Math.abs(a.deg + b.deg)).toBeLessThan(1);
    // The prototype's figure for this break: wings at 5.76 m/s, +-55 degrees (issue).
    expect(Math.abs(Math.abs(a.deg) - 55)).toBeLessThan(5);
    // Stun: the cue ball meets a rack far heavier than one ball and rebounds (a player's stun break).
    expect(after(rec, 'cue').deg).toBeCloseTo(180, 6);
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
});

describe("Newton's cradle", () => {
  it('three frozen balls in a line: the last leaves with nearly all the speed, the others follow slowly, none goes back fast', () => {
    const x0 = 0.2;
    const rec = run([
      { id: 'cue', x: -0.1, y: 0, v: [2, 0, 0] },
      { id: '1', x: x0, y: 0 },
      { id: '2', x: x0 + 2 * R, y: 0 },
      { id: '3', x: x0 + 4 * R, y: 0 },
    ]);
    const tHit = (rec.events.find((e) => e.type === 'ball-ball') as { t: number }).t;
    const vIn = ball(rec, 'cue').at(tHit - 1e-4).v[0];
    const last = after(rec, '3').speed;
    expect(last / vIn).toBeGreaterThan(0.85);
    for (const id of ['cue', '1', '2']) {
      const v = ball(rec, id).at(tHit + 0.006).v[0];
      expect(Math.abs(v) / vIn).toBeLessThan(0.15);
    }
    expect(auditRecord(rec, T9, P)).toEqual([]);
  });
});

/** The middle of a pocket's mouth. */
const mouthOf = (p: (typeof T9.pockets)[number]): [number, number] => [0.5 * (p.mouth[0][0] + p.mouth[1][0]), 0.5 * (p.mouth[0][1] + p.mouth[1][1])];

describe('the side break (D. Alciatore, "Breaking Bad", Billiards Digest, March 2018)', () => {
  for (const cueSpeed of [3.76, 8]) {
    it(`cue ball from near the right rail at ${cueSpeed === 8 ? '10.7' : '5'} m/s: the near wing ball heads for the near foot corner, the 1 toward the far side pocket`, () => {
      const rack = rackBalls(T9, R, { type: 'nine-ball', seed: 3, jitterMm: 0 });
      const apex = rack[0]!;
      const cue = { x: -0.735, y: -0.5 };
      const dx = apex.x - cue.x,
        dy = apex.y - cue.y,
        L = Math.hypot(dx, dy);
      const rec = run([{ id: 'cue', ...cue }, ...rack], [{ ball: 'cue', stroke: levelStroke(cueSpeed, 0, 0, [dx / L, dy / L]) }]);
      const near = rack.reduce((a, b) => (b.y < a.y ? b : a));
      const t = (rec.events.find((e) => e.type === 'ball-ball') as { t: number }).t + 0.006;
      const at = ball(rec, near.id).at(t);
      const corner = T9.pockets.find((p) => p.id === 'foot-right')!;
      const cm = mouthOf(corner);
      const toCorner = (Math.atan2(cm[1] - at.r[1], cm[0] - at.r[0]) * 180) / Math.PI;
      expect(Math.abs(after(rec, near.id).deg - toCorner)).toBeLessThan(5);
      const one = ball(rec, '1').at(t);
      const side = T9.pockets.find((p) => p.id === 'side-left')!;
      const sm = mouthOf(side);
      const toSide = (Math.atan2(sm[1] - one.r[1], sm[0] - one.r[0]) * 180) / Math.PI;
      expect(Math.abs(after(rec, '1').deg - toSide)).toBeLessThan(12);
    });
  }
});

describe('the step does not decide', () => {
  it('the triangle and the centre break come out the same at 0.5, 1, 2 and 4 µs steps (at 8 µs a wing ball is 1.1 % off) (speeds within 1 %, angles within 0.5 degrees)', () => {
    const ref = centreBreak(10.7, 0.01, 4);
    const ids = ['cue', ...ref.rack.map((b) => b.id)];
    for (const dt of [5e-7, 1e-6, 2e-6]) {
      const other = withWindowStep(dt, () => centreBreak(10.7, 0.01, 4));
      for (const id of ids) {
        const a = after(ref.rec, id),
          b = after(other.rec, id);
        expect(Math.abs(a.speed - b.speed)).toBeLessThan(0.01 * Math.max(a.speed, 1));
        if (a.speed > 0.5) expect(Math.abs(a.deg - b.deg)).toBeLessThan(0.5);
      }
      const t1 = after(triangle(), '2'),
        t2 = after(
          withWindowStep(dt, () => triangle()),
          '2',
        );
      expect(Math.abs(t1.speed - t2.speed) / t1.speed).toBeLessThan(0.01);
    }
  });
});

describe('windows open only for clusters', () => {
  it('a lone pair keeps the exact law: no window, the same record as before', () => {
    const before = clusterCost.windows;
    run([
      { id: 'cue', x: -0.2, y: 0, v: [2, 0, 0] },
      { id: '1', x: 0.3, y: 0 },
    ]);
    expect(clusterCost.windows).toBe(before);
  });
});

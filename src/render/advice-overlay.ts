/**
 * The advisor's suggestion on the table: the cue ball's predicted path from a noise-free
 * play of the stroke and a ring where it comes to rest, and the path of the ball it sends to the
 * pocket. Draws what it is given.
 */
import * as THREE from 'three';
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import { toThree } from './frame.ts';

const STEP_S = 0.01;
const CUE_COLOUR = 0xfff27a,
  BALL_COLOUR = 0x7ad7ff;

export interface AdviceOverlay {
  readonly group: THREE.Group;
  /** The record of the suggested stroke (null: nothing shown) and the ball it pots. */
  update(record: ShotRecord | null, potted: string | null): void;
}

export function createAdviceOverlay(ballRadius: number): AdviceOverlay {
  const group = new THREE.Group();
  const ring = new THREE.Mesh(
    new THREE.RingGeometry(ballRadius * 1.05, ballRadius * 1.35, 40),
    new THREE.MeshBasicMaterial({ color: CUE_COLOUR, transparent: true, opacity: 0.9, depthWrite: false }),
  );
  ring.rotation.x = -Math.PI / 2;
  return {
    group,
    update(record, potted) {
      for (const c of [...group.children]) {
        group.remove(c);
        if (c instanceof THREE.Line) c.geometry.dispose();
      }
      if (!record) return;
      for (const [id, colour] of [
        ['cue', CUE_COLOUR],
        [potted, BALL_COLOUR],
      ] as const) {
        const traj = id ? record.trajectory.balls.find((b) => b.id === id) : undefined;
        if (!traj) continue;
        const pts: THREE.Vector3[] = [];
        let last: readonly number[] | null = null;
        for (let t = 0; t <= record.trajectory.endT + STEP_S; t += STEP_S) {
          const s = sampleBall(record, traj, Math.min(t, record.trajectory.endT));
          if (!s || s.mode === 'pocketed' || s.mode === 'off-table' || s.mode === 'tumbling') break;
          pts.push(toThree(s.r[0], s.r[1], s.r[2] - ballRadius + 0.003));
          last = s.r;
        }
        if (pts.length >= 2) {
          const line = new THREE.Line(
            new THREE.BufferGeometry().setFromPoints(pts),
            new THREE.LineDashedMaterial({ color: colour, dashSize: 0.03, gapSize: 0.02 }),
          );
          line.computeLineDistances();
          group.add(line);
        }
        if (id === 'cue' && last) {
          ring.position.copy(toThree(last[0] as number, last[1] as number, 0.002));
          group.add(ring);
        }
      }
    },
  };
}

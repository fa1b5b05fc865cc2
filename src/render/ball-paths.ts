/** Debug view: each ball's path in the last stroke, drawn just above the cloth (dashes in the air are not distinguished here). */
import * as THREE from 'three';
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import { toThree } from './frame.ts';

const PATH_STEP_S = 0.01;

export interface BallPaths {
  readonly group: THREE.Group;
  update(record: ShotRecord | null, colourOf: (id: string) => number): void;
}

export function createBallPaths(): BallPaths {
  const group = new THREE.Group();
  return {
    group,
    update(record, colourOf) {
      for (const c of [...group.children]) {
        group.remove(c);
        ((c as THREE.Line).geometry as THREE.BufferGeometry).dispose();
      }
      if (!record) return;
      for (const traj of record.trajectory.balls) {
        const pts: THREE.Vector3[] = [];
        for (let t = 0; t <= record.trajectory.endT + PATH_STEP_S; t += PATH_STEP_S) {
          const s = sampleBall(record, traj, Math.min(t, record.trajectory.endT));
          if (!s || s.mode === 'pocketed' || s.mode === 'off-table' || s.mode === 'tumbling') break;
          pts.push(toThree(s.r[0], s.r[1], s.r[2] - record.trajectory.ballRadius + 0.002));
        }
        if (pts.length < 2) continue;
        group.add(new THREE.Line(new THREE.BufferGeometry().setFromPoints(pts), new THREE.LineBasicMaterial({ color: colourOf(traj.id) })));
      }
    },
  };
}

/**
 * Contacts marked on the cloth during replay (issue 6 item 7, issue 7 item 3): a ring where each
 * ball-ball (yellow) and cushion (orange) contact happened, shown once the replay has reached it,
 * and a ring where each ball left the cloth (white).
 */
import * as THREE from 'three';
import type { ShotRecord } from '../physics/shot-record.ts';
import { sampleBall } from '../physics/trajectory.ts';
import { toThree } from './frame.ts';

const MAX_MARKS = 200;

export interface ContactMarks {
  readonly group: THREE.Group;
  /** Shows the contacts of `record` up to time t (null hides them all). */
  update(record: ShotRecord | null, t: number): void;
}

export function createContactMarks(ballRadius: number): ContactMarks {
  const group = new THREE.Group();
  const ring = new THREE.RingGeometry(ballRadius * 0.35, ballRadius * 0.55, 24);
  const mats = {
    ball: new THREE.MeshBasicMaterial({ color: 0xffd400, side: THREE.DoubleSide }),
    cushion: new THREE.MeshBasicMaterial({ color: 0xff8a1e, side: THREE.DoubleSide }),
    air: new THREE.MeshBasicMaterial({ color: 0xffffff, side: THREE.DoubleSide }),
  };
  const marks: THREE.Mesh[] = [];
  for (let i = 0; i < MAX_MARKS; i++) {
    const m = new THREE.Mesh(ring, mats.ball);
    m.rotation.x = -Math.PI / 2;
    m.visible = false;
    group.add(m);
    marks.push(m);
  }
  return {
    group,
    update(record, t) {
      let k = 0;
      if (record) {
        for (const e of record.events) {
          if (e.t > t || k >= MAX_MARKS) break;
          let at: readonly [number, number] | null = null;
          let kind: keyof typeof mats = 'ball';
          if (e.type === 'ball-ball' || e.type === 'ball-cushion') { at = e.pos; kind = e.type === 'ball-ball' ? 'ball' : 'cushion'; }
          else if (e.type === 'airborne') {
            const traj = record.trajectory.balls.find((b) => b.id === e.balls[0]);
            const s = traj ? sampleBall(record, traj, e.t) : null;
            if (s) { at = [s.r[0], s.r[1]]; kind = 'air'; }
          }
          if (!at) continue;
          const m = marks[k++] as THREE.Mesh;
          m.material = mats[kind];
          toThree(at[0], at[1], 0.0012, m.position);
          m.visible = true;
        }
      }
      for (; k < MAX_MARKS; k++) (marks[k] as THREE.Mesh).visible = false;
    },
  };
}

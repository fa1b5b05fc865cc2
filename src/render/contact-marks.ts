/**
 * Contacts marked on the cloth during replay: a ring where each
 * ball-ball (yellow) and cushion (orange) contact happened, shown once the replay has reached it,
 * and a ring where each ball left the cloth (white).
 */
import * as THREE from 'three';
import { sampleBall, type ShotRecord } from '../physics/index.ts';
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
  ring.rotateX(-Math.PI / 2); // flat on the cloth
  const colours = { ball: 0xffd400, cushion: 0xff8a1e, air: 0xffffff } as const;
  // One instanced mesh per kind: a break's dozens of marks cost three draw calls.
  const instanced = (colour: number) => {
    const m = new THREE.InstancedMesh(ring, new THREE.MeshBasicMaterial({ color: colour, side: THREE.DoubleSide }), MAX_MARKS);
    m.count = 0;
    m.frustumCulled = false;
    group.add(m);
    return m;
  };
  const kinds = { ball: instanced(colours.ball), cushion: instanced(colours.cushion), air: instanced(colours.air) };
  const at = new THREE.Matrix4();
  const p = new THREE.Vector3();
  return {
    group,
    update(record, t) {
      for (const m of Object.values(kinds)) m.count = 0;
      if (!record) return;
      let k = 0;
      for (const e of record.events) {
        if (e.t > t || k >= MAX_MARKS) break;
        let pos: readonly [number, number] | null = null;
        let kind: keyof typeof colours = 'ball';
        if (e.type === 'ball-ball' || e.type === 'ball-cushion') {
          pos = e.pos;
          kind = e.type === 'ball-ball' ? 'ball' : 'cushion';
        } else if (e.type === 'airborne') {
          const traj = record.trajectory.balls.find((b) => b.id === e.balls[0]);
          const s = traj ? sampleBall(record, traj, e.t) : null;
          if (s) {
            pos = [s.r[0], s.r[1]];
            kind = 'air';
          }
        }
        if (!pos) continue;
        const m = kinds[kind];
        m.setMatrixAt(m.count++, at.makeTranslation(toThree(pos[0], pos[1], 0.0012, p)));
        m.instanceMatrix.needsUpdate = true;
        k++;
      }
    },
  };
}

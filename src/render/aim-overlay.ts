/** The aiming aid drawn on the cloth: the stroke line, the ghost ball and the object ball's line. */
import * as THREE from 'three';
import type { AimHit } from '../physics/index.ts';
import { toThree } from './frame.ts';
import { createCueModel } from './cue-model.ts';
import type { RenderQuality } from './quality.ts';

export interface AimOverlay {
  readonly group: THREE.Group;
  /** `reach`: how far the line runs when no ball is hit (to the first cushion), m. */
  update(cue: readonly [number, number], dir: readonly [number, number], hit: AimHit | null, reach: number, elevationDeg?: number): void;
}

export function createAimOverlay(ballRadius: number, q: RenderQuality = 'standard'): AimOverlay {
  const group = new THREE.Group();
  const lift = 0.001;
  const lineMat = new THREE.LineBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.8 });
  const objMat = new THREE.LineBasicMaterial({ color: 0xffd400 });
  const stroke = new THREE.Line(new THREE.BufferGeometry(), lineMat);
  const object = new THREE.Line(new THREE.BufferGeometry(), objMat);
  const ghost = new THREE.Mesh(
    new THREE.RingGeometry(ballRadius * 0.92, ballRadius, 40),
    new THREE.MeshBasicMaterial({ color: 0xffffff, side: THREE.DoubleSide }),
  );
  ghost.rotation.x = -Math.PI / 2;
  const stick = createCueModel(q);
  group.add(stroke, object, ghost, stick);
  const setLine = (line: THREE.Line, a: readonly [number, number], b: readonly [number, number]) => {
    line.geometry.setFromPoints([toThree(a[0], a[1], ballRadius * 0.2 + lift), toThree(b[0], b[1], ballRadius * 0.2 + lift)]);
  };
  return {
    group,
    update(cue, dir, hit, reach, elevationDeg = 0) {
      group.visible = true;
      const end: [number, number] = hit ? [hit.ghost[0], hit.ghost[1]] : [cue[0] + dir[0] * reach, cue[1] + dir[1] * reach];
      setLine(stroke, cue, end);
      ghost.visible = hit !== null;
      object.visible = hit !== null;
      if (hit) {
        toThree(hit.ghost[0], hit.ghost[1], lift, ghost.position);
        const from: [number, number] = [hit.ghost[0] + hit.objectDir[0] * 2 * ballRadius, hit.ghost[1] + hit.objectDir[1] * 2 * ballRadius];
        setLine(object, from, [from[0] + hit.objectDir[0] * 0.35, from[1] + hit.objectDir[1] * 0.35]);
      }
      // The stick at address, behind the cue ball along the stroke: raised by the elevation (and a
      // little at level, the way a player holds it over the rail).
      const el = (Math.max(elevationDeg, 1.2) * Math.PI) / 180;
      const gap = ballRadius * 1.05;
      // The tip's face a little behind the cue ball along the raised stroke; the butt behind it.
      const tipP = toThree(cue[0] - dir[0] * gap * Math.cos(el), cue[1] - dir[1] * gap * Math.cos(el), ballRadius + gap * Math.sin(el));
      const butt = toThree(
        cue[0] - dir[0] * (gap + 1) * Math.cos(el),
        cue[1] - dir[1] * (gap + 1) * Math.cos(el),
        ballRadius + (gap + 1) * Math.sin(el),
      );
      stick.position.copy(tipP);
      const axis = tipP.clone().sub(butt).normalize();
      stick.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), axis);
    },
  };
}

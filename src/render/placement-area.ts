/** Where a cue ball in hand may go, shaded on the cloth while the player drags it (G15, G9). */
import * as THREE from 'three';
import type { TableGeometry } from '../table/geometry.ts';
import { toThree } from './frame.ts';

export interface PlacementArea {
  readonly group: THREE.Group;
  show(area: 'kitchen' | 'table' | null): void;
}

export function createPlacementArea(table: TableGeometry): PlacementArea {
  const group = new THREE.Group();
  const { head, foot, left, right } = table.noses;
  const mat = new THREE.MeshBasicMaterial({ color: 0x9fe3ff, transparent: true, opacity: 0.16, side: THREE.DoubleSide, depthWrite: false });
  const plane = (x0: number, x1: number) => {
    const m = new THREE.Mesh(new THREE.PlaneGeometry(x1 - x0, left - right), mat);
    m.rotation.x = -Math.PI / 2;
    toThree((x0 + x1) / 2, (left + right) / 2, 0.001, m.position);
    m.visible = false;
    group.add(m);
    return m;
  };
  const kitchen = plane(head, table.headStringX);
  const whole = plane(head, foot);
  return {
    group,
    show(area) {
      kitchen.visible = area === 'kitchen';
      whole.visible = area === 'table';
    },
  };
}

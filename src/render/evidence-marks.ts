/**
 * The evidence of a stroke on the table, for the referee's card: each ball's
 * path drawn on the cloth, and each contact of the timeline a numbered disc where it happened,
 * the number matching its line on the card. The foul's disc is red and larger; the line the
 * trainee picked is ringed. Discs appear as the replay reaches them, all of them at rest.
 */
import * as THREE from 'three';
import type { ShotRecord } from '../physics/index.ts';
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';
import { createBallPaths } from './ball-paths.ts';
import { toThree } from './frame.ts';

export type EvidenceKind = 'ball' | 'cushion' | 'pocket' | 'cue' | 'air' | 'seen';

export interface EvidenceMark {
  readonly n: number;
  readonly t: number;
  readonly x: number;
  readonly y: number;
  readonly kind: EvidenceKind;
  readonly foul: boolean;
}

export interface EvidenceMarks {
  readonly group: THREE.Group;
  /** The stroke's marks and paths (null clears them). */
  set(record: ShotRecord | null, marks: readonly EvidenceMark[]): void;
  /** Shows the marks up to replay time t (null: all), the mark numbered `selected` ringed. */
  update(t: number | null, selected: number | null): void;
}

const FILL: Readonly<Record<EvidenceKind, string>> = {
  ball: '#d9a400',
  cushion: '#e2701b',
  pocket: '#2f7fd6',
  cue: '#8a8f98',
  air: '#8c5bd6',
  seen: '#1c9c8c',
};
const FOUL_FILL = '#d8262e';
/** Disc diameters on the table, m: about a ball's size, so a number reads from the referee's view. */
const DISC_M = 0.05;
const FOUL_DISC_M = 0.068;

export function createEvidenceMarks(ballRadius: number): EvidenceMarks {
  const group = new THREE.Group();
  const discs = new THREE.Group();
  const paths = createBallPaths();
  group.add(paths.group, discs);
  const textures = new Map<string, THREE.CanvasTexture>();
  let shown: Array<{ mark: EvidenceMark; sprite: THREE.Sprite }> = [];
  const colourOf = (id: string) => parseInt((BALL_COLOURS_HEX[id] ?? '#dddddd').slice(1), 16);

  function texture(n: number, fill: string, ringed: boolean): THREE.CanvasTexture {
    const key = `${n}/${fill}/${ringed}`;
    let tex = textures.get(key);
    if (!tex) {
      tex = new THREE.CanvasTexture(drawDisc(n, fill, ringed));
      tex.colorSpace = THREE.SRGBColorSpace;
      textures.set(key, tex);
    }
    return tex;
  }

  return {
    group,
    set(record, marks) {
      for (const s of shown) s.sprite.material.dispose();
      discs.clear();
      shown = [];
      paths.update(record, colourOf);
      const placed: THREE.Vector3[] = [];
      for (const mark of marks) {
        const sprite = new THREE.Sprite(
          new THREE.SpriteMaterial({ map: texture(mark.n, mark.foul ? FOUL_FILL : FILL[mark.kind], false), depthTest: false }),
        );
        const size = mark.foul ? FOUL_DISC_M : DISC_M;
        sprite.scale.set(size, size, 1);
        sprite.position.copy(apart(toThree(mark.x, mark.y, ballRadius * 1.1), placed, DISC_M));
        placed.push(sprite.position);
        sprite.renderOrder = 10 + mark.n;
        discs.add(sprite);
        shown.push({ mark, sprite });
      }
    },
    update(t, selected) {
      for (const { mark, sprite } of shown) {
        sprite.visible = t === null || mark.t <= t + 1e-9;
        const ringed = mark.n === selected;
        sprite.material.map = texture(mark.n, mark.foul ? FOUL_FILL : FILL[mark.kind], ringed);
        const size = (mark.foul ? FOUL_DISC_M : DISC_M) * (ringed ? 1.25 : 1);
        sprite.scale.set(size, size, 1);
      }
    },
  };
}

/**
 * A disc that would cover one already placed (a ball and the cue ball falling in the same pocket)
 * moves aside by a disc's width, toward the table's middle, until it is clear of them all.
 */
function apart(p: THREE.Vector3, placed: readonly THREE.Vector3[], size: number): THREE.Vector3 {
  const toMiddle = new THREE.Vector3(-p.x, 0, -p.z);
  if (toMiddle.lengthSq() < 1e-9) toMiddle.set(0, 0, 1);
  toMiddle.normalize().multiplyScalar(size);
  for (let k = 0; k < 8 && placed.some((q) => q.distanceTo(p) < size * 0.9); k++) p.add(toMiddle);
  return p;
}

function drawDisc(n: number, fill: string, ringed: boolean): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = c.height = 64;
  const g = c.getContext('2d') as CanvasRenderingContext2D;
  g.beginPath();
  g.arc(32, 32, 29, 0, Math.PI * 2);
  g.fillStyle = fill;
  g.fill();
  g.lineWidth = ringed ? 6 : 3;
  g.strokeStyle = ringed ? '#fff35c' : '#ffffff';
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = `bold ${n >= 10 ? 28 : 34}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(n), 32, 34);
  return c;
}

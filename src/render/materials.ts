/**
 * Physically based materials of the table, with their textures generated at start-up (no image
 * files to load): worsted cloth with a fine nap (sheen, a noise map), varnished wood with its
 * grain, rubber-backed cushion cloth, pocket leather and liner, the metal of the castings and the
 * mother-of-pearl of the sights.
 */
import * as THREE from 'three';
import { createRng } from '../math/rng.ts';
import { ROOM_HALF_LENGTH_M, ROOM_HALF_WIDTH_M } from '../table/table-body.ts';
import { surface, type RenderQuality } from './quality.ts';

/** Tournament blue-green worsted (the colour of a standard 9-ft tournament cloth). */
export const CLOTH_COLOUR = 0x15603d;

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = c.getContext('2d');
  return g ? [c, g] : null;
}

/** Fine nap: grey noise around mid-grey, multiplied with the cloth colour (seeded: the same every start). */
function napTexture(maxAnisotropy: number): THREE.Texture | null {
  const cg = canvas(512, 512);
  if (!cg) return null;
  const [c, g] = cg;
  const img = g.createImageData(512, 512);
  const rng = createRng(7);
  const rand = () => rng.next();
  for (let i = 0; i < 512 * 512; i++) {
    // Threads run along x: neighbours in a row are alike, rows differ a little.
    const v = 226 + Math.floor(rand() * 29) - ((i >> 9) % 2) * 6;
    img.data[i * 4] = v;
    img.data[i * 4 + 1] = v;
    img.data[i * 4 + 2] = v;
    img.data[i * 4 + 3] = 255;
  }
  g.putImageData(img, 0, 0);
  const t = new THREE.CanvasTexture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.anisotropy = maxAnisotropy;
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/** Wood grain: streaks along the rail with slow waves, in a warm dark brown. */
function woodTexture(maxAnisotropy: number): THREE.Texture | null {
  const cg = canvas(1024, 128);
  if (!cg) return null;
  const [c, g] = cg;
  const rng = createRng(11);
  const rand = () => rng.next();
  g.fillStyle = '#5a2f17';
  g.fillRect(0, 0, 1024, 128);
  for (let k = 0; k < 90; k++) {
    const y0 = rand() * 128,
      amp = 2 + rand() * 6,
      f = 0.004 + rand() * 0.01,
      ph = rand() * 6;
    const dark = rand() < 0.6;
    g.strokeStyle = dark ? `rgba(30, 12, 4, ${0.15 + rand() * 0.3})` : `rgba(140, 80, 40, ${0.1 + rand() * 0.2})`;
    g.lineWidth = 0.6 + rand() * 2.2;
    g.beginPath();
    for (let x = 0; x <= 1024; x += 16) g.lineTo(x, y0 + amp * Math.sin(x * f + ph));
    g.stroke();
  }
  const t = new THREE.CanvasTexture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.anisotropy = maxAnisotropy;
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/**
 * The room's floor (the table stands in a room, not in a black void): oak
 * boards 12 cm wide in staggered lengths, each a little lighter or darker, with a few streaks of
 * grain; drawn as rectangles and lines, so it costs a few milliseconds. One tile is 0.96 m square.
 */
export const FLOOR_TILE_M = 0.96;
function floorTexture(maxAnisotropy: number): THREE.Texture | null {
  const size = 512,
    boards = 8,
    bw = size / boards;
  const cg = canvas(size, size);
  if (!cg) return null;
  const [c, g] = cg;
  const rng = createRng(23);
  const shade = () => {
    const k = 0.82 + 0.3 * rng.next();
    return `rgb(${Math.round(112 * k)}, ${Math.round(78 * k)}, ${Math.round(52 * k)})`;
  };
  for (let b = 0; b < boards; b++) {
    // Board ends staggered along the row (x runs along the boards).
    let x = -Math.round(rng.next() * size);
    while (x < size) {
      const len = Math.round(size * (0.6 + 0.8 * rng.next()));
      g.fillStyle = shade();
      g.fillRect(x, b * bw, len, bw);
      g.fillStyle = 'rgba(20, 12, 6, 0.7)';
      g.fillRect(x + len - 1, b * bw, 2, bw);
      x += len;
    }
    for (let k = 0; k < 5; k++) {
      const y = b * bw + 4 + rng.next() * (bw - 8);
      g.strokeStyle = `rgba(40, 24, 12, ${0.12 + 0.2 * rng.next()})`;
      g.lineWidth = 0.8 + rng.next() * 1.6;
      g.beginPath();
      g.moveTo(0, y);
      for (let xx = 0; xx <= size; xx += 32) g.lineTo(xx, y + 1.5 * Math.sin(xx * 0.02 + k));
      g.stroke();
    }
    g.fillStyle = 'rgba(15, 9, 4, 0.75)';
    g.fillRect(0, b * bw, size, 2); // the joint between boards
  }
  const t = new THREE.CanvasTexture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.anisotropy = maxAnisotropy;
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

export interface TableMaterials {
  readonly cloth: THREE.MeshStandardMaterial;
  readonly cushion: THREE.MeshStandardMaterial;
  readonly wood: THREE.MeshStandardMaterial;
  readonly apron: THREE.MeshStandardMaterial;
  readonly leather: THREE.MeshStandardMaterial;
  readonly leatherWall: THREE.MeshStandardMaterial;
  readonly liner: THREE.MeshStandardMaterial;
  readonly casting: THREE.MeshStandardMaterial;
  readonly sight: THREE.MeshStandardMaterial;
  readonly floor: THREE.Material;
  readonly mark: THREE.MeshBasicMaterial;
}

export function createTableMaterials(maxAnisotropy: number, q: RenderQuality): TableMaterials {
  const nap = napTexture(maxAnisotropy);
  if (nap) nap.repeat.set(28, 14);
  const grain = woodTexture(maxAnisotropy);
  if (grain) grain.repeat.set(2, 8);
  const boards = floorTexture(maxAnisotropy);
  if (boards) boards.repeat.set((2 * ROOM_HALF_LENGTH_M) / FLOOR_TILE_M, (2 * ROOM_HALF_WIDTH_M) / FLOOR_TILE_M);
  // The nap's texture in 'high' only: a software renderer spends a fifth of its frame sampling it.
  const clothLike = (colour: number) => new THREE.MeshStandardMaterial({ color: colour, map: q === 'high' ? nap : null, roughness: 0.95 });
  return {
    cloth: clothLike(CLOTH_COLOUR),
    cushion: clothLike(0x12573a),
    wood: surface(q, { color: 0xffffff, map: grain, roughness: 0.38, clearcoat: 0.7, clearcoatRoughness: 0.12 }),
    apron: surface(q, { color: 0x8a6a58, map: grain, roughness: 0.45, clearcoat: 0.5, clearcoatRoughness: 0.2 }),
    leather: new THREE.MeshStandardMaterial({ color: 0x2a1a12, roughness: 0.55 }),
    leatherWall: new THREE.MeshStandardMaterial({ color: 0x22150f, roughness: 0.6, side: THREE.DoubleSide }),
    liner: new THREE.MeshStandardMaterial({ color: 0x0b0b0b, roughness: 0.95, side: THREE.DoubleSide }),
    casting: new THREE.MeshStandardMaterial({ color: 0x3a3631, metalness: 0.9, roughness: 0.35 }),
    sight: surface(q, { color: 0xf2efe6, roughness: 0.2, clearcoat: 1, iridescence: 0.6 }),
    floor:
      q === 'high'
        ? new THREE.MeshStandardMaterial({ color: 0xffffff, map: boards, roughness: 0.7 })
        : new THREE.MeshLambertMaterial({ color: 0xffffff, map: boards }),
    mark: new THREE.MeshBasicMaterial({ color: 0xe8e8d8, transparent: true, opacity: 0.55 }),
  };
}

/**
 * Render quality: 'high' draws clear coats (balls, varnished wood), the room's reflections and
 * soft shadows from both lamps; 'standard' draws the same table with plain physically based
 * materials and one shadowed lamp, for software renderers (SwiftShader, llvmpipe: about 1 s a
 * frame in 'high' on this project's 2-core CI machine) and weak GPUs. The page picks 'high' unless
 * the WebGL renderer is a software one; `?quality=high|standard` in the address overrides it. A
 * software renderer in 'standard' also draws leaner (SOFTWARE_PIXEL_SCALE).
 */
import * as THREE from 'three';

export type RenderQuality = 'high' | 'standard';

/** Software WebGL renderers, by the names they report. */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;

/**
 * The name the browser gives its WebGL renderer, read from a throwaway context that is let go at
 * once (null where WebGL is missing), so the page's own renderer can be made to suit it.
 */
export function probeRendererName(): string | null {
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  const gl = c.getContext('webgl2') ?? c.getContext('webgl');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

export function isSoftwareRenderer(name: string | null): boolean {
  return name !== null && SOFTWARE_RENDERERS.test(name);
}

/** The quality asked for in the address, else 'standard' on a software renderer and 'high' on a GPU. */
export function chooseQuality(rendererName: string | null, requested: string | null): RenderQuality {
  if (requested === 'high' || requested === 'standard') return requested;
  return isSoftwareRenderer(rendererName) ? 'standard' : 'high';
}

/**
 * How a software renderer keeps a stroke fluid in 'standard': it draws without
 * multisampling, at this share of the screen's pixel ratio. Measured on a 15-ball break in
 * SwiftShader at 1280 x 800 (`npm run bench:render`, frame interval while the balls move): about
 * 430 ms with both off; 255 ms without multisampling; 170 ms at 0.75 as well (0.6: 140 ms, but the
 * aiming picture turns soft). Lowering the resolution only while balls move was tried: the canvas's
 * resize stalled the stroke's first frame by 0.3-0.8 s.
 */
export const SOFTWARE_PIXEL_SCALE = 0.75;

type Surface = THREE.MeshPhysicalMaterialParameters;

/** A surface material: physical (clear coat, iridescence) in 'high', standard without those in 'standard'. */
export function surface(q: RenderQuality, p: Surface): THREE.MeshStandardMaterial {
  if (q === 'high') return new THREE.MeshPhysicalMaterial(p);
  const { clearcoat: _c, clearcoatRoughness: _cr, iridescence: _i, sheen: _s, sheenRoughness: _sr, sheenColor: _sc, ...plain } = p;
  return new THREE.MeshStandardMaterial(plain);
}

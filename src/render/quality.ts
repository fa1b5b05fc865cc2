/**
 * Render quality: 'high' draws clear coats (balls, varnished wood), the room's reflections and
 * soft shadows from both lamps; 'standard' draws the same table with plain physically based
 * materials and one shadowed lamp, for software renderers (SwiftShader, llvmpipe: about 1 s a
 * frame in 'high' on this project's 2-core CI machine) and weak GPUs. The page picks 'high' unless
 * the WebGL renderer is a software one; `?quality=high|standard` in the address overrides it.
 */
import * as THREE from 'three';

export type RenderQuality = 'high' | 'standard';

/** Software WebGL renderers, by the names they report. */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;

export function detectQuality(renderer: THREE.WebGLRenderer, requested: string | null): RenderQuality {
  if (requested === 'high' || requested === 'standard') return requested;
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  return SOFTWARE_RENDERERS.test(name) ? 'standard' : 'high';
}

type Surface = THREE.MeshPhysicalMaterialParameters;

/** A surface material: physical (clear coat, iridescence) in 'high', standard without those in 'standard'. */
export function surface(q: RenderQuality, p: Surface): THREE.MeshStandardMaterial {
  if (q === 'high') return new THREE.MeshPhysicalMaterial(p);
  const { clearcoat: _c, clearcoatRoughness: _cr, iridescence: _i, sheen: _s, sheenRoughness: _sr, sheenColor: _sc, ...plain } = p;
  return new THREE.MeshStandardMaterial(plain);
}

/**
 * The page picks its render quality from the renderer the browser reports. A
 * software rasteriser (SwiftShader, llvmpipe) gets 'standard', a GPU 'high', and the address's
 * ?quality= overrides both; unknown names and a missing WebGL count as a GPU's (the page then
 * draws its best, as before the probe).
 */
import { describe, expect, it } from 'vitest';
import { chooseQuality, isSoftwareRenderer, SOFTWARE_PIXEL_SCALE } from '../../src/render/quality.ts';

const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const LLVMPIPE = 'llvmpipe (LLVM 15.0.6, 256 bits)';
const H100 = 'ANGLE (NVIDIA Corporation, NVIDIA H100 80GB HBM3/PCIe/SSE2, OpenGL 4.5.0)';

describe('render quality from the renderer (issue 34, point 5)', () => {
  it('software rasterisers are told apart from GPUs by the name they report', () => {
    expect(isSoftwareRenderer(SWIFTSHADER)).toBe(true);
    expect(isSoftwareRenderer(LLVMPIPE)).toBe(true);
    expect(isSoftwareRenderer(H100)).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });
  it("a software renderer gets 'standard', a GPU 'high'; ?quality= overrides; anything else in it is ignored", () => {
    expect(chooseQuality(SWIFTSHADER, null)).toBe('standard');
    expect(chooseQuality(H100, null)).toBe('high');
    expect(chooseQuality(SWIFTSHADER, 'high')).toBe('high');
    expect(chooseQuality(H100, 'standard')).toBe('standard');
    expect(chooseQuality(H100, 'ultra')).toBe('high');
    expect(chooseQuality(null, null)).toBe('high');
  });
  it('a software renderer draws at a lower resolution, never above the screen', () => {
    expect(SOFTWARE_PIXEL_SCALE).toBeGreaterThan(0.5);
    expect(SOFTWARE_PIXEL_SCALE).toBeLessThanOrEqual(1);
  });
});

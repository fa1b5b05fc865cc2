/**
 * What each frame of the page costs, measured where it is spent: the CPU time of the scene update
 * (the record sampled, the balls placed and turned, the camera moved) and of the draw call
 * (three's render: culling, uniforms, the WebGL commands; with a software renderer the rasterising
 * too), the draw calls and triangles three reports, and from a strike to the first frame that shows
 * the balls moving (the stroke's simulation and ruling included). Read by the render benchmark
 * (`npm run bench:render`) through the page's `poolView.frameStats`.
 */

export interface FrameSample {
  /** performance.now() when the frame began, ms. */
  readonly atMs: number;
  readonly updateMs: number;
  readonly drawMs: number;
  readonly calls: number;
  readonly triangles: number;
  readonly playing: boolean;
}

/** Frames kept, newest last (a long stroke at 60 Hz). */
const KEPT_FRAMES = 1200;

export class FrameStats {
  readonly frames: FrameSample[] = [];
  /** performance.now() at the last strike, until its first moving frame is drawn. */
  private strikeAt: number | null = null;
  /** From the last strike to its first moving frame on screen, ms. */
  releaseToFirstFrameMs: number | null = null;

  /** performance.now() when the page's first frame was drawn (from the navigation's start), ms; null before it. */
  firstFrameMs: number | null = null;

  /** CPU time of the last stroke's simulation and ruling, ms (part of the release to the first frame). */
  strikeComputeMs: number | null = null;

  strike(nowMs: number): void {
    this.strikeAt = nowMs;
    this.releaseToFirstFrameMs = null;
    this.strikeComputeMs = null;
  }

  add(sample: FrameSample, drawnAtMs: number): void {
    this.frames.push(sample);
    if (this.frames.length > KEPT_FRAMES) this.frames.shift();
    if (sample.playing && this.strikeAt !== null) {
      this.releaseToFirstFrameMs = drawnAtMs - this.strikeAt;
      this.strikeAt = null;
    }
  }

  clear(): void {
    this.frames.length = 0;
  }
}

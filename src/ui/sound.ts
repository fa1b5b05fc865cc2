/**
 * Sounds of the stroke, generated with the Web Audio API from the event log:
 * a sharp click for ball on ball, a dull knock for a cushion, a low thud for a pocket or a
 * landing; louder for harder impacts. Silent until the player first touches a control (browsers
 * require a gesture) and while muted.
 */
import type { ShotEvent } from '../physics/index.ts';

/** Impact speed (m/s) that plays at full volume; slower impacts are proportionally quieter. */
const FULL_VOLUME_SPEED_MPS = 4;

export interface StrokeSound {
  /** Plays the events with from < t <= to (called every frame of a playback). */
  play(events: readonly ShotEvent[], from: number, to: number, rate: number): void;
  muted: boolean;
  /** Called on the first user gesture: creates the audio context. */
  unlock(): void;
}

export function createStrokeSound(): StrokeSound {
  let ctx: AudioContext | null = null;
  const hit = (freq: number, decayS: number, gain: number, noise: number) => {
    if (!ctx) return;
    const now = ctx.currentTime;
    const out = ctx.createGain();
    out.gain.setValueAtTime(Math.min(gain, 1) * 0.6, now);
    out.gain.exponentialRampToValueAtTime(0.0005, now + decayS);
    out.connect(ctx.destination);
    const osc = ctx.createOscillator();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(freq, now);
    osc.frequency.exponentialRampToValueAtTime(freq * 0.6, now + decayS);
    osc.connect(out);
    osc.start(now);
    osc.stop(now + decayS);
    if (noise > 0) {
      const len = Math.floor(ctx.sampleRate * 0.02);
      const buf = ctx.createBuffer(1, len, ctx.sampleRate);
      const data = buf.getChannelData(0);
      let seed = 12345;
      for (let i = 0; i < len; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        data[i] = ((seed / 0x7fffffff) * 2 - 1) * (1 - i / len);
      }
      const src = ctx.createBufferSource();
      src.buffer = buf;
      const ng = ctx.createGain();
      ng.gain.value = noise * Math.min(gain, 1);
      src.connect(ng);
      ng.connect(ctx.destination);
      src.start(now);
    }
  };
  const sound: StrokeSound = {
    muted: false,
    unlock() {
      if (ctx || typeof AudioContext === 'undefined') return;
      try {
        ctx = new AudioContext();
      } catch {
        ctx = null;
      }
    },
    play(events, from, to, rate) {
      if (!ctx || sound.muted || to <= from) return;
      // In slow motion the sounds would pile up against the picture: play them only near real speed.
      if (rate < 0.2) return;
      for (const e of events) {
        if (e.t <= from || e.t > to) continue;
        const loud = 'speed' in e && typeof e.speed === 'number' ? e.speed / FULL_VOLUME_SPEED_MPS : 0.5;
        if (e.type === 'ball-ball') hit(2200, 0.06, loud, 0.5);
        else if (e.type === 'ball-cushion') hit(180, 0.12, loud * 0.8, 0.15);
        else if (e.type === 'pocketed') hit(110, 0.25, 0.7, 0.3);
        else if (e.type === 'landed' || e.type === 'rail-top') hit(140, 0.1, 0.5, 0.2);
        else if (e.type === 'cue-tip-contact') hit(900, 0.05, loud, 0.3);
      }
    },
  };
  return sound;
}

/** The practice screen's keys (src/ui/keyboard.ts), as the help overlay lists them. */
import { describe, expect, it } from 'vitest';
import { keyAction } from '../../src/ui/keyboard.ts';

describe('keyAction', () => {
  it('arrows aim (Shift: a tenth of a degree) and set the cue speed by 0.1 m/s', () => {
    expect(keyAction('ArrowLeft', false)).toEqual({ kind: 'aim', deg: 1 });
    expect(keyAction('ArrowRight', true)).toEqual({ kind: 'aim', deg: -0.1 });
    expect(keyAction('ArrowUp', false)).toEqual({ kind: 'speed', mps: 0.1 });
    expect(keyAction('ArrowDown', true)).toEqual({ kind: 'speed', mps: -0.1 });
  });
  it('PageUp and PageDown raise and lower the cue by 5 degrees (Shift: 1)', () => {
    expect(keyAction('PageUp', false)).toEqual({ kind: 'elevation', deg: 5 });
    expect(keyAction('PageDown', true)).toEqual({ kind: 'elevation', deg: -1 });
  });
  it('letters in either case, Space, comma and full stop, Escape and ?', () => {
    const kinds = ['e', 'E', ' ', 'r', 'P', '?', 'h', 'M', 'c', 'U', 'y', 'Escape'].map((k) => keyAction(k, false)?.kind);
    expect(kinds).toEqual(['raise', 'raise', 'shoot', 'replay', 'pause', 'help', 'help', 'mute', 'camera', 'undo', 'redo', 'cancel-drag']);
    expect(keyAction(',', false)).toEqual({ kind: 'step', frames: -1 });
    expect(keyAction('.', false)).toEqual({ kind: 'step', frames: 1 });
  });
  it('other keys do nothing (the page keeps them)', () => {
    for (const k of ['a', 'Enter', 'Tab', 'F5', '1']) expect(keyAction(k, false)).toBeNull();
  });
});

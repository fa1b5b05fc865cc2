/**
 * The advisor's search survives a stroke the engine cannot play to rest: `unlessEngineFails` turns
 * a SimulationError (a pocket's 3-D world that does not settle: a computer match found one) into a
 * dropped stroke, and lets every other error through (a bug must not be hidden as a bad stroke).
 */
import { describe, expect, it } from 'vitest';
import { unlessEngineFails } from '../../src/advisor/evaluate.ts';
import { SimulationError } from '../../src/physics/engine-state.ts';

describe('unlessEngineFails', () => {
  it("gives the step's value, null for a SimulationError, and throws anything else", () => {
    expect(unlessEngineFails(() => 42)).toBe(42);
    expect(
      unlessEngineFails(() => {
        throw new SimulationError('a ball in a 3-D world did not come to rest within 600 s');
      }),
    ).toBeNull();
    expect(() =>
      unlessEngineFails(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});

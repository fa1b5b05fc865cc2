export * from './types.ts';
export * from './fouls.ts';
export * from './thresholds.ts';
export { adjudicate, type AdjudicationInput } from './adjudicate.ts';
export { applyRuling } from './next-state.ts';
export { spotBalls } from './spotting.ts';
export { strokeFacts } from './stroke-facts.ts';
export * from './options.ts';
export { cueBallPlacementProblem, type PlacementRefusal } from './cue-ball-placement.ts';

/**
 * The physics layer's engine door: the simulation of a stroke to rest and what else loads the
 * 3-D world (cannon-es): its limits, the audits the developer tools run. The rules never import
 * it (they read the record, index.ts); the other layers import from here or index.ts, never from
 * a single file of physics/ (eslint.config.js).
 */
export { PILE_OVERLAP_LIMIT_M } from './audit/audit-world.ts';
export { fuzzRange, type FuzzSummary, makeShot, mergeFuzz, runShot, shotSeedOf } from './audit/fuzz.ts';
export { acceptanceLines, type AcceptanceQuery, effectiveSize } from './audit/pocket-acceptance.ts';
export { SimulationError } from './engine-state.ts';
export { clusterCost } from './events/handle-cluster.ts';
export { worldCost } from './events/handle-world.ts';
export { simulate } from './simulate.ts';
export { MAX_PIECE_DEG } from './world3d/world3d-build.ts';
export { IMPACT_DEPTH_M } from './world3d/world3d.ts';

/**
 * The physics layer's front door: what the other layers may use and nothing else: the shot
 * record and its sampling, the parameters, the laws the others ask about, placement and the
 * stick's clearance, aiming. Nothing behind it loads the 3-D world (cannon-es), so the rules use
 * it too; the simulation itself is behind the other door, engine.ts. Other layers import from
 * these two files, never from a single file of physics/ (eslint.config.js).
 */
export { type AimHit, distanceToCushion, firstBallOnLine } from './aim.ts';
export { FERRULE_OFFSET_R, MAX_CUE_ELEVATION_DEG, MAX_TIP_OFFSET_R, stickClearance } from './cue/cue-stick.ts';
export { type CueStroke, strikeCueBall } from './laws/cue-strike-instantaneous.ts';
export { cushionContactDistance, DEFAULT_PARAMS, miscueLimit, type PhysicsParams } from './params.ts';
export { PLACEMENT_TOLERANCE_M, placementProblem } from './placement.ts';
export {
  IDENTITY_QUAT,
  orientationAt,
  prepareOrientation,
  type Quat,
  quatFromRotationVector,
  quatMul,
  type RecordOrientation,
} from './record/ball-orientation.ts';
export {
  type BallCushionEvent,
  type CueTipContactEvent,
  type FinalBall,
  type MotionSegment,
  type ShotEvent,
  type ShotRecord,
} from './record/shot-record.ts';
export { sampleAll, sampleBall } from './record/trajectory.ts';
export { type BallInput, type SimulationInput } from './simulation-input.ts';

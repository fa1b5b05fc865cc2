/**
 * The one documented parameter object for physical constants. SI units; the unit and the
 * source of each value stand beside it (tags resolve in docs/physics.md, "Sources").
 * Table geometry lives in src/table; rule thresholds live in src/rules.
 */
export interface PhysicsParams {
  /** Gravity, m/s^2. Standard; pooltool 9.81 [S21a]. */
  readonly g: number;
  /** Ball mass, kg. WPA 156-170 g; 6 oz [S15, S1, S21a]. */
  readonly ballMassKg: number;
  /** Ball radius, m. 2 1/4 in diameter [S15]. */
  readonly ballRadiusM: number;
  /** Ball-cloth sliding friction, dimensionless. 0.15-0.4, typical 0.2 [S1, S21a]. */
  readonly muSlide: number;
  /** Ball-cloth rolling resistance, dimensionless (deceleration mu_r g). 0.005-0.015 [S1, S21a]. */
  readonly muRoll: number;
  /** Vertical-axis spin deceleration, rad/s^2. 5-15 [S1]; pooltool 5 mu_sp g / 2R = 10.9 [S21a, S21e]. */
  readonly spinDecelRadS2: number;
  /** Ball-ball coefficient of restitution. 0.92-0.98, typical 0.95 [S1, S21a]. */
  readonly eBall: number;
  /**
   * Ball-ball friction as a function of the tangential slip speed v (m/s):
   * mu = a + b exp(-c v). Fit from Alciatore TP A-14 [S8a], pooltool default [S21f].
   */
  readonly ballFriction: { readonly a: number; readonly b: number; readonly c: number };
  /**
   * Young's modulus of the balls' material, Pa: cast phenolic resin, about 5.8 GPa (reference
   * §1.5); with the Poisson ratio it sets Hertz's stiffness of a compliant contact [S25]
   * (laws/ball-ball-hertz-tsuji.ts), a contact of 0.2-0.25 ms at break speed.
   */
  readonly ballYoungModulusPa: number;
  /** Poisson's ratio of the balls' material, dimensionless: phenolic resin about 0.34 (reference §1.5). */
  readonly ballPoisson: number;
  /** Ball-cushion coefficient of restitution. 0.6-0.9, typical 0.85 [S1, S21a]. */
  readonly eCushion: number;
  /** Ball-cushion (nose) friction. 0.14 Mathavan [S18], 0.2 pooltool [S21a]. */
  readonly muCushion: number;
  /** Ball-slate restitution, used by airborne balls (cue issue). 0.5 [S1]. */
  readonly eSlate: number;
  /** Cue mass, kg. 0.51-0.60 kg; 0.54 typical [S14b, S21d]. */
  readonly cueMassKg: number;
  /** Tip-ball restitution (leather). 0.71-0.75 [S1]. */
  readonly eTip: number;
  /** Tip-ball friction; sets the miscue limit mu/sqrt(1+mu^2) R [S1, S6]. */
  readonly muTip: number;
  /** Squirt endmass, kg: m/30 [S21d, S8c, S9]. */
  readonly cueEndMassKg: number;
}

const BALL_MASS_KG = 0.17;

export const DEFAULT_PARAMS: PhysicsParams = Object.freeze({
  g: 9.81,
  ballMassKg: BALL_MASS_KG,
  ballRadiusM: 0.028575,
  muSlide: 0.2,
  muRoll: 0.01,
  spinDecelRadS2: 10.9,
  eBall: 0.95,
  ballFriction: Object.freeze({ a: 0.00995, b: 0.108, c: 1.088 }),
  ballYoungModulusPa: 5.8e9,
  ballPoisson: 0.34,
  eCushion: 0.85,
  muCushion: 0.2,
  eSlate: 0.5,
  cueMassKg: 0.54,
  eTip: 0.75,
  muTip: 0.6,
  cueEndMassKg: BALL_MASS_KG / 30,
});

/** Moment of inertia of a solid sphere, kg m^2: (2/5) m R^2 [S1]. */
export const ballInertia = (p: PhysicsParams): number => 0.4 * p.ballMassKg * p.ballRadiusM * p.ballRadiusM;

/** Tip offset (fraction of R) beyond which the tip slips: mu/sqrt(1+mu^2) (reference 3.4). */
export const miscueLimit = (p: PhysicsParams): number => p.muTip / Math.sqrt(1 + p.muTip * p.muTip);

/**
 * Horizontal distance from a ball's centre to the cushion nose line at contact, m. The nose
 * touches the ball at height h above the bed, an angle theta above its equator with
 * sin(theta) = (h - R)/R (reference 1.2), so the centre stays R cos(theta) from the nose line.
 */
export function cushionContactDistance(p: PhysicsParams, noseHeightM: number): number {
  const s = (noseHeightM - p.ballRadiusM) / p.ballRadiusM;
  return p.ballRadiusM * Math.sqrt(1 - s * s);
}

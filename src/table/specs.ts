/**
 * Table presets (WPA). Every length in metres, every angle in radians unless the name says Deg.
 * Sources: docs/physics.md §1 ([S11] WPA equipment specifications, [S12] BCA
 * pocket specifications, [S21c] pooltool table specs).
 */

export type TablePresetId = '9ft' | '8ft' | '7ft';

export interface PocketSpec {
  /** Nose-to-nose mouth width, m. WPA: corner 4.5-4.625 in, side 5-5.125 in [S11]. */
  readonly mouthM: number;
  /** Horizontal angle between the facing and the cushion line, degrees. WPA: corner 142, side 104 [S11]. */
  readonly facingAngleDeg: number;
  /** Distance from the mouth line to the slate drop edge along the pocket axis, m [S12]. */
  readonly shelfM: number;
  /** Radius of the hole in the slate (the ball drops when its centre is inside), m [S21c]. */
  readonly holeRadiusM: number;
  /** Radius of the rounded rubber at the pocket point (jaw), m [S21c]. */
  readonly jawRadiusM: number;
}

export interface TableSpec {
  readonly id: TablePresetId;
  /** Playing length between cushion noses, m [S11]. */
  readonly lengthM: number;
  /** Playing width between cushion noses, m [S11]. */
  readonly widthM: number;
  /** Height of the cushion nose above the bed, m: 63.5 % of the ball diameter (WPA 62.5-64.5 %) [S11]. */
  readonly cushionNoseHeightM: number;
  /**
   * Height of the wooden rail cap above the bed, m: about 1 5/8 in, an engineering value (rails
   * stand a few millimetres above the cushion nose). The stick's clearance over the rails and the
   * drawn rails use it; a ball in flight lands on a rail top modelled level with the nose (handle-rail-top.ts).
   */
  readonly railCapHeightM: number;
  /** Cloth-covered cushion width, feather strip to nose, m (WPA 1 7/8-2 in) [S11]. */
  readonly cushionWidthM: number;
  /** Rail width including the cushion, m (WPA 4-7.5 in) [S11]. */
  readonly railWidthM: number;
  /** Sights are centred this far behind the cushion nose on the rail cap, m (3 11/16 in) [S11]. */
  readonly diamondSetbackM: number;
  readonly corner: PocketSpec;
  readonly side: PocketSpec;
}

const INCH = 0.0254;

/** Ball diameter 2 1/4 in [S15]; repeated from the physics parameters for the nose-height ratio. */
const BALL_DIAMETER_M = 2.25 * INCH;

const corner: PocketSpec = {
  mouthM: 4.5 * INCH,
  facingAngleDeg: 142,
  shelfM: 1.75 * INCH, // BCA corner shelf 1 5/8-1 7/8 in: the middle [S12]
  holeRadiusM: 0.062, // pooltool measured corner capture radius [S21c]
  jawRadiusM: 0.02095, // pooltool measured corner jaw radius [S21c]
};

const side: PocketSpec = {
  mouthM: 5.0 * INCH,
  facingAngleDeg: 104,
  shelfM: 0.1875 * INCH, // BCA side shelf 0-3/8 in: the middle [S12]
  holeRadiusM: 0.0645, // pooltool measured side capture radius [S21c]
  jawRadiusM: 0.00795, // pooltool measured side jaw radius [S21c]
};

function preset(id: TablePresetId, lengthIn: number, widthIn: number): TableSpec {
  return {
    id,
    lengthM: lengthIn * INCH,
    widthM: widthIn * INCH,
    cushionNoseHeightM: 0.635 * BALL_DIAMETER_M,
    railCapHeightM: 0.041,
    cushionWidthM: 2 * INCH,
    railWidthM: 5.5 * INCH,
    diamondSetbackM: (3 + 11 / 16) * INCH,
    corner,
    side,
  };
}

/** WPA presets: 9 ft 100 x 50 in, 8 ft 92 x 46 in (WPA "pro"), 7 ft 78 x 39 in (bar box) [S11, S17]. */
export const TABLE_PRESETS: Readonly<Record<TablePresetId, TableSpec>> = {
  '9ft': preset('9ft', 100, 50),
  '8ft': preset('8ft', 92, 46),
  '7ft': preset('7ft', 78, 39),
};

export const DEFAULT_TABLE: TablePresetId = '9ft';

/**
 * The scenario file, `"format": "pool-scenario/1"` (design.md, "Scripted shots"): the zod
 * schema is the single definition; the JSON Schema in schema/pool-scenario-1.schema.json is
 * generated from it (npm run schema) and a test keeps the two in sync.
 * Unknown keys are errors; `$comment` keys are removed before validation, anywhere.
 */
import { z } from 'zod';
import { HAND_EFFECTS } from '../rules/index.ts';

export const BALL_IDS = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B'] as const;
const BALL_COUNT = BALL_IDS.length;

const finite = () => z.number().refine(Number.isFinite, { message: 'must be a finite number' });

/**
 * The range of every number of the format (docs/input-limits.md lists them; a test keeps the two
 * in step). A number outside its range is refused with its field named: no value may overflow
 * the physics into a wrong answer or an endless run.
 */
export const LIMITS = {
  /** Ball centre along the table, m: the largest table (9 ft) with its rails, 1.42 m from the centre spot. */
  x: { min: -1.5, max: 1.5, unit: 'm', why: 'on or above the largest table (9 ft, rails included)' },
  /** Across the table, m: 0.635 m to the cushion nose plus the rail. */
  y: { min: -0.8, max: 0.8, unit: 'm', why: 'on or above the largest table (9 ft, rails included)' },
  /** Height of a ball's centre over the bed, m: down to a pocket's floor (78 mm below the bed) for a ball lying in one. */
  z: { min: -0.1, max: 1, unit: 'm', why: 'in a pocket, on the cloth or in the air below the lamp (the loader refuses more than 0.8 m)' },
  /** A ball's velocity component, m/s: a 15 m/s stick launches a cue ball at under 20 m/s. */
  v: { min: -20, max: 20, unit: 'm/s', why: 'what a stroke can give a ball' },
  /** A ball's spin component, rad/s: a 15 m/s stroke at the miscue limit spins it at about 600 rad/s. */
  w: { min: -1000, max: 1000, unit: 'rad/s', why: 'what a stroke can give a ball' },
  aimDeg: { min: -360, max: 360, unit: 'degrees', why: 'a direction; one turn either way' },
  /** An aim point, m from the centre spot: a few table lengths. */
  aimPoint: { min: -10, max: 10, unit: 'm', why: 'a point to aim at, within a few table lengths' },
  /** Times in the stroke (declared acts, expected fouls), s: the engine's limit of a stroke. */
  t: { min: 0, max: 600, unit: 's', why: 'within the longest stroke the engine runs (MAX_SIM_TIME_S)' },
  clockS: { min: 0, max: 3600, unit: 's', why: 'a shot clock and its time used, at most an hour' },
  extensions: { min: 0, max: 10, unit: 'extensions', why: 'T1.11 gives one or two per rack' },
  score: { min: -1000, max: 1000, unit: 'points', why: 'a 14.1 score (a race to at most 1,000)' },
  target: { min: 1, max: 1000, unit: 'points', why: 'the 14.1 race length' },
  seed: { min: 0, max: 2 ** 31 - 1, unit: '', why: 'a 31-bit rack seed' },
} as const;

/**
 * The size of every list and text of the format (docs/input-limits.md, "Sizes"): a list is never
 * longer than a table can use, so no check on it costs more than a few hundred steps, and no text
 * is longer than a reader needs. The library's largest use is far inside each (11 balls, 4 fouls,
 * 494 characters of description).
 */
export const SIZES = {
  /** Balls listed: each id at most once (the cue ball, 1-15 and the two lag balls). */
  balls: BALL_COUNT,
  /** Acts declared in one stroke, and balls declared frozen. */
  declared: 16,
  frozenDeclared: BALL_COUNT,
  /** Expected fouls, pocketed balls, respots, next options and partial events. */
  fouls: 16,
  pocketed: BALL_COUNT,
  respot: BALL_COUNT,
  options: 8,
  events: 64,
  tags: 16,
  /** Characters: a name or a twin's name, a tag, a foul's code or rule, a description or brief in one language. */
  nameChars: 200,
  tagChars: 40,
  codeChars: 40,
  textChars: 4000,
} as const;

const within = (l: { readonly min: number; readonly max: number }) => finite().min(l.min).max(l.max);
const int = (l: { readonly min: number; readonly max: number }) => z.number().int().min(l.min).max(l.max);
const vec3 = (l: { readonly min: number; readonly max: number }) => z.tuple([within(l), within(l), within(l)]);
const text = z.string().max(SIZES.textChars);
const bilingual = z.strictObject({ en: text, sk: text });

export const POCKETS = ['head-left', 'head-right', 'side-left', 'side-right', 'foot-left', 'foot-right'] as const;
export const CUSHIONS = ['head', 'foot', 'left', 'right'] as const;
const player = z.enum(['A', 'B']);
const ballId = z.enum(BALL_IDS);

export const ballSchema = z.strictObject({
  id: ballId,
  x: within(LIMITS.x).optional(),
  y: within(LIMITS.y).optional(),
  z: within(LIMITS.z).optional(),
  v: vec3(LIMITS.v).optional(),
  w: vec3(LIMITS.w).optional(),
  pocket: z.enum(POCKETS).optional(),
});

export const rackSchema = z.strictObject({
  type: z.enum(['nine-ball', 'fifteen', 'fourteen-one']),
  seed: int(LIMITS.seed).default(0),
  jitterMm: finite().min(0).max(5).default(0),
});

export const tipSchema = z.strictObject({
  side: finite().min(-1).max(1).default(0),
  height: finite().min(-1).max(1).default(0),
});

export const strokeSchema = z.strictObject({
  aimDeg: within(LIMITS.aimDeg).optional(),
  aimAt: ballId.optional(),
  aimPoint: z.tuple([within(LIMITS.aimPoint), within(LIMITS.aimPoint)]).optional(),
  /** Speed of the stick at impact, m/s. */
  cueSpeed: finite().gt(0).max(15),
  tip: tipSchema.default({ side: 0, height: 0 }),
  elevationDeg: finite().min(0).max(90).default(0),
  /** How far the stick follows through, m (omitted: the arm's natural stop). */
  followThroughM: finite().min(0).max(0.3).optional(),
  /** A shove instead of a strike (G23): the tip stays on the cue ball this long, s (physics/laws/cue-push.ts). */
  pushS: finite().gt(0).max(0.5).optional(),
  /** The lag: which ball this stroke plays. */
  ball: z.enum(['cue', 'lag-A', 'lag-B']).optional(),
});

const perPlayer = <T extends z.ZodType>(t: T) => z.strictObject({ A: t, B: t });

export const stateSchema = z.strictObject({
  shooter: player.default('A'),
  ballInHand: z.enum(['none', 'kitchen', 'table']).default('none'),
  phase: z.enum(['break', 'push-out-available', 'normal']).default('normal'),
  foulsInRow: perPlayer(z.number().int().min(0).max(2)).default({ A: 0, B: 0 }),
  warned: perPlayer(z.boolean()).default({ A: false, B: false }),
  /** T2.28: the player already had the warning without consequence for unsportsmanlike conduct in this match. */
  conductWarned: perPlayer(z.boolean()).default({ A: false, B: false }),
  groups: perPlayer(z.enum(['solids', 'stripes']))
    .nullable()
    .default(null),
  call: z.strictObject({ ball: ballId, pocket: z.enum(POCKETS) }).optional(),
  /**
   * T2.8, "Jasné údery sa hlásiť nemusia": true, the referee judged the shot obvious (the first ball
   * hit, in the pocket it drops into, counts as called); false, he judged it not obvious (only a call
   * counts); absent, the record decides (the cue ball straight to one ball, and it straight into a
   * pocket with no cushion, kiss or combination).
   */
  obvious: z.boolean().optional(),
  safety: z.boolean().default(false),
  pushOut: z.boolean().default(false),
  frozenDeclared: z
    .array(z.strictObject({ ball: ballId, to: z.enum([...CUSHIONS, 'cue']) }))
    .max(SIZES.frozenDeclared)
    .default([]),
  score: perPlayer(int(LIMITS.score)).default({ A: 0, B: 0 }),
  target: int(LIMITS.target).optional(),
  clock: z
    .strictObject({
      limitS: within(LIMITS.clockS).positive(),
      elapsedS: within(LIMITS.clockS),
      extensions: perPlayer(int(LIMITS.extensions)),
    })
    .optional(),
});

export const DECLARED_TYPES = [
  'ball-touched',
  'foot-off-floor',
  'measuring-aid',
  'table-marked',
  'advice-taken',
  'out-of-turn',
  'intentional-foul',
  'shot-while-balls-moving',
  'shot-clock-expired',
  'outside-interference',
  'disturbance',
  'scoop-intended',
  'ball-settled',
  'kitchen-warning',
  'extension-claimed',
] as const;

export const declaredSchema = z.strictObject({
  type: z.enum(DECLARED_TYPES),
  by: z.enum(['A', 'B', 'referee', 'spectator']),
  t: within(LIMITS.t).optional(),
  ball: ballId.optional(),
  /** `ball-settled` (G30): the pocket the ball dropped into by itself; without it the ball moved on the bed and stays there. */
  pocket: z.enum(POCKETS).optional(),
  /** `ball-touched`: what the hand did to the ball (G34, T2.18): held it, turned it aside, pushed it elsewhere, or only brushed it. */
  effect: z.enum(HAND_EFFECTS).optional(),
});

const partialFoul = z.strictObject({
  code: z.string().max(SIZES.codeChars).optional(),
  rule: z.string().max(SIZES.codeChars).optional(),
  t: within(LIMITS.t).optional(),
  /** The player who committed it when it is not the shooter (a foul of the player not at the table). */
  by: player.optional(),
});

/** A partial result: ruling fields (design.md, "Ruling") and an ordered list of partial events. */
export const expectSchema = z.strictObject({
  legal: z.boolean().optional(),
  fouls: z.array(partialFoul).max(SIZES.fouls).optional(),
  onlyFouls: z.boolean().optional(),
  enforced: partialFoul.nullable().optional(),
  pocketed: z.array(ballId).max(SIZES.pocketed).optional(),
  respot: z
    .array(z.strictObject({ id: ballId, x: within(LIMITS.x).optional(), y: within(LIMITS.y).optional() }))
    .max(SIZES.respot)
    .optional(),
  inningEnds: z.boolean().optional(),
  next: z
    .strictObject({
      shooter: player.optional(),
      ballInHand: z.enum(['none', 'kitchen', 'table']).optional(),
      options: z.array(z.string().max(SIZES.codeChars)).max(SIZES.options).optional(),
    })
    .optional(),
  scoreDelta: perPlayer(int(LIMITS.score)).partial().optional(),
  lossOfGame: player.nullable().optional(),
  /** 14.1 re-rack placement (an extension of the ruling): where the break ball and the cue ball go. */
  rerack: z
    .strictObject({
      breakBall: z
        .strictObject({ id: ballId, x: within(LIMITS.x).optional(), y: within(LIMITS.y).optional() })
        .nullable()
        .optional(),
      cue: z.union([z.literal('kitchen'), z.tuple([within(LIMITS.x), within(LIMITS.y)])]).optional(),
    })
    .optional(),
  events: z.array(z.record(z.string(), z.unknown())).max(SIZES.events).optional(),
});

export const scenarioSchema = z.strictObject({
  format: z.literal('pool-scenario/1'),
  name: z.string().min(1).max(SIZES.nameChars),
  description: bilingual.optional(),
  /**
   * What a referee at the table sees before the stroke that the picture may not show (a 5 mm gap,
   * a ball still turning), in both languages. Referee training shows it before the answer, so it
   * must not name the foul, the rule or the outcome (a test checks the library).
   */
  brief: bilingual.optional(),
  tags: z.array(z.string().max(SIZES.tagChars)).max(SIZES.tags).optional(),
  twin: z.string().max(SIZES.nameChars).optional(),
  table: z.enum(['9ft', '8ft', '7ft']).default('9ft'),
  pockets: z.enum(['bucket', 'return']).default('bucket'),
  lamp: z.boolean().default(false),
  game: z.enum(['practice', 'nine-ball', 'eight-ball', 'straight-pool', 'lag']).default('practice'),
  /** Where the seeds' older rules and current WPA differ: which reading applies (src/rules/options.ts). */
  rules: z.enum(['seeds', 'wpa']).default('seeds'),
  balls: z.array(ballSchema).max(SIZES.balls).default([]),
  rack: rackSchema.optional(),
  state: stateSchema.default(() => stateSchema.parse({})),
  shot: z.union([strokeSchema, z.array(strokeSchema).length(2)]).optional(),
  declared: z.array(declaredSchema).max(SIZES.declared).default([]),
  expect: expectSchema.optional(),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioBall = z.output<typeof ballSchema>;
export type ScenarioStroke = z.output<typeof strokeSchema>;
export type ScenarioExpect = z.output<typeof expectSchema>;

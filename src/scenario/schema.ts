/**
 * The scenario file, `"format": "pool-scenario/1"` (design.md, "Scripted shots"): the zod
 * schema is the single definition; the JSON Schema in schema/pool-scenario-1.schema.json is
 * generated from it (npm run schema) and a test keeps the two in sync.
 * Unknown keys are errors; `$comment` keys are removed before validation, anywhere.
 */
import { z } from 'zod';

const finite = () => z.number().refine(Number.isFinite, { message: 'must be a finite number' });
const vec3 = z.tuple([finite(), finite(), finite()]);
const bilingual = z.strictObject({ en: z.string(), sk: z.string() });

export const BALL_IDS = ['cue', ...Array.from({ length: 15 }, (_, i) => String(i + 1)), 'lag-A', 'lag-B'] as const;
export const POCKETS = ['head-left', 'head-right', 'side-left', 'side-right', 'foot-left', 'foot-right'] as const;
export const CUSHIONS = ['head', 'foot', 'left', 'right'] as const;
const player = z.enum(['A', 'B']);
const ballId = z.enum(BALL_IDS);

export const ballSchema = z.strictObject({
  id: ballId,
  x: finite().optional(),
  y: finite().optional(),
  z: finite().optional(),
  v: vec3.optional(),
  w: vec3.optional(),
  pocket: z.enum(POCKETS).optional(),
});

export const rackSchema = z.strictObject({
  type: z.enum(['nine-ball', 'fifteen', 'fourteen-one']),
  seed: z.number().int().min(0).default(0),
  jitterMm: finite().min(0).max(5).default(0),
});

export const tipSchema = z.strictObject({
  side: finite().min(-1).max(1).default(0),
  height: finite().min(-1).max(1).default(0),
});

export const strokeSchema = z.strictObject({
  aimDeg: finite().optional(),
  aimAt: ballId.optional(),
  aimPoint: z.tuple([finite(), finite()]).optional(),
  /** Speed of the stick at impact, m/s. */
  cueSpeed: finite().gt(0).max(15),
  tip: tipSchema.default({ side: 0, height: 0 }),
  elevationDeg: finite().min(0).max(90).default(0),
  /** How far the stick follows through, m (omitted: the arm's natural stop). */
  followThroughM: finite().min(0).max(0.3).optional(),
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
  groups: perPlayer(z.enum(['solids', 'stripes'])).nullable().default(null),
  call: z.strictObject({ ball: ballId, pocket: z.enum(POCKETS) }).optional(),
  safety: z.boolean().default(false),
  pushOut: z.boolean().default(false),
  frozenDeclared: z.array(z.strictObject({ ball: ballId, to: z.enum([...CUSHIONS, 'cue']) })).default([]),
  score: perPlayer(z.number().int()).default({ A: 0, B: 0 }),
  target: z.number().int().positive().optional(),
  clock: z.strictObject({
    limitS: finite().positive(),
    elapsedS: finite().min(0),
    extensions: perPlayer(z.number().int().min(0)),
  }).optional(),
});

export const DECLARED_TYPES = [
  'ball-touched', 'foot-off-floor', 'measuring-aid', 'table-marked', 'advice-taken', 'out-of-turn',
  'intentional-foul', 'shot-while-balls-moving', 'shot-clock-expired', 'outside-interference',
] as const;

export const declaredSchema = z.strictObject({
  type: z.enum(DECLARED_TYPES),
  by: z.enum(['A', 'B', 'referee', 'spectator']),
  t: finite().min(0).optional(),
  ball: ballId.optional(),
});

const partialFoul = z.strictObject({ code: z.string().optional(), rule: z.string().optional(), t: finite().optional() });

/** A partial result: ruling fields (design.md, "Ruling") and an ordered list of partial events. */
export const expectSchema = z.strictObject({
  legal: z.boolean().optional(),
  fouls: z.array(partialFoul).optional(),
  onlyFouls: z.boolean().optional(),
  enforced: partialFoul.nullable().optional(),
  pocketed: z.array(ballId).optional(),
  respot: z.array(z.strictObject({ id: ballId, x: finite().optional(), y: finite().optional() })).optional(),
  inningEnds: z.boolean().optional(),
  next: z.strictObject({
    shooter: player.optional(),
    ballInHand: z.enum(['none', 'kitchen', 'table']).optional(),
    options: z.array(z.string()).optional(),
  }).optional(),
  scoreDelta: perPlayer(z.number().int()).partial().optional(),
  lossOfGame: player.nullable().optional(),
  /** 14.1 re-rack placement (an extension of the ruling): where the break ball and the cue ball go. */
  rerack: z.strictObject({
    breakBall: z.strictObject({ id: ballId, x: finite().optional(), y: finite().optional() }).nullable().optional(),
    cue: z.union([z.literal('kitchen'), z.tuple([finite(), finite()])]).optional(),
  }).optional(),
  events: z.array(z.record(z.string(), z.unknown())).optional(),
});

export const scenarioSchema = z.strictObject({
  format: z.literal('pool-scenario/1'),
  name: z.string().min(1),
  description: bilingual.optional(),
  /**
   * What a referee at the table sees before the stroke that the picture may not show (a 5 mm gap,
   * a ball still turning), in both languages. Referee training shows it before the answer, so it
   * must not name the foul, the rule or the outcome (a test checks the library).
   */
  brief: bilingual.optional(),
  tags: z.array(z.string()).optional(),
  twin: z.string().optional(),
  table: z.enum(['9ft', '8ft', '7ft']).default('9ft'),
  pockets: z.enum(['bucket', 'return']).default('bucket'),
  lamp: z.boolean().default(false),
  game: z.enum(['practice', 'nine-ball', 'eight-ball', 'straight-pool', 'lag']).default('practice'),
  /** Where the seeds' older rules and current WPA differ: which reading applies (src/rules/options.ts). */
  rules: z.enum(['seeds', 'wpa']).default('seeds'),
  balls: z.array(ballSchema).default([]),
  rack: rackSchema.optional(),
  state: stateSchema.default(() => stateSchema.parse({})),
  shot: z.union([strokeSchema, z.array(strokeSchema).length(2)]).optional(),
  declared: z.array(declaredSchema).default([]),
  expect: expectSchema.optional(),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioBall = z.output<typeof ballSchema>;
export type ScenarioStroke = z.output<typeof strokeSchema>;
export type ScenarioExpect = z.output<typeof expectSchema>;

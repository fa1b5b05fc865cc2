/**
 * `npm run mutate [-- NAME ...]`: does the test suite catch a wrong model? Each mutation below is a
 * small deliberate bug put into a copy of the committed tree (git worktree, this checkout's
 * node_modules linked in); the unit tests of the folders it names are run on that copy, and the
 * mutation is *caught* when at least one of them fails. Prints a table and ends with
 * "N caught, M missed"; exit 1 when any is missed. Takes about a minute a mutation on two cores.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Mutation {
  readonly name: string;
  readonly file: string;
  /** Exact text to replace (every occurrence; at least one must exist). */
  readonly find: string;
  readonly replace: string;
  /** Test folders (under test/) that should catch it. */
  readonly tests: readonly string[];
}

const PHYSICS_TESTS = ['test/physics', 'test/scenario'];
const RULE_TESTS = ['test/rules', 'test/scenario'];

export const MUTATIONS: readonly Mutation[] = [
  {
    name: 'ball-ball friction x4',
    file: 'src/physics/laws/ball-ball-frictional-inelastic.ts',
    find: 'const mu = a + b * exp(-c * slip);',
    replace: 'const mu = 4 * (a + b * exp(-c * slip));',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'ball-ball friction removed',
    file: 'src/physics/laws/ball-ball-frictional-inelastic.ts',
    find: 'const jt = Math.min(mu * jn, slip / 7);',
    replace: 'const jt = 0 * Math.min(mu * jn, slip / 7);',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'spin transfer dropped (friction torque only about the vertical axis)',
    file: 'src/physics/laws/ball-ball-frictional-inelastic.ts',
    find: 'const dwx = k * (ny * jtz),',
    replace: 'const dwx = 0 * k * (ny * jtz),',
    tests: PHYSICS_TESTS,
  },
  {
    name: "ball-ball restitution set to the cushion's (0.85 instead of 0.95)",
    file: 'src/physics/params.ts',
    find: '  eBall: 0.95,',
    replace: '  eBall: 0.85,',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'Han 2005: the nose height term dropped from the slip',
    file: 'src/physics/laws/ball-cushion-han2005.ts',
    find: 'const sx = vx * sinTheta - vz * cosT + R * wy;',
    replace: 'const sx = -vz * cosT + R * wy;',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'Han 2005: side spin dropped from the slip at the nose',
    file: 'src/physics/laws/ball-cushion-han2005.ts',
    find: 'const sy = -vy - R * wz * cosT + R * wx * sinTheta;',
    replace: 'const sy = -vy + R * wx * sinTheta;',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'Han 2005: cushion friction removed',
    file: 'src/physics/laws/ball-cushion-han2005.ts',
    find: 'if ((2 / 7) * s <= p.muCushion * pn) {',
    replace: 'if (false) {',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'squirt to the side of the english instead of away from it',
    file: 'src/physics/laws/cue-strike-instantaneous.ts',
    find: 'const sinA = tanA * cosA;',
    replace: 'const sinA = -tanA * cosA;',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'rolling resistance doubled',
    file: 'src/physics/params.ts',
    find: '  muRoll: 0.01,',
    replace: '  muRoll: 0.02,',
    tests: PHYSICS_TESTS,
  },
  {
    name: 'sliding ends at 2|u|/(5 mu g) instead of 2|u|/(7 mu g)',
    file: 'src/physics/laws/ball-motion.ts',
    find: 'm.tEnd = t + (2 * slip) / (7 * mg);',
    replace: 'm.tEnd = t + (2 * slip) / (5 * mg);',
    tests: PHYSICS_TESTS,
  },
  {
    name: '14.1 third foul: the table goes to the opponent',
    file: 'src/rules/games/straight-pool.ts',
    find: '      nextShooter: me,\n      options: ctx.options.straightPoolThirdFoulAcceptTable',
    replace: '      nextShooter: other(me),\n      options: ctx.options.straightPoolThirdFoulAcceptTable',
    tests: RULE_TESTS,
  },
  {
    name: '14.1 third foul: no -15',
    file: 'src/rules/games/straight-pool.ts',
    find: 'delta[me] += STRAIGHT_POOL_THIRD_FOUL_EXTRA;',
    replace: 'delta[me] += 0;',
    tests: RULE_TESTS,
  },
  {
    name: 'kitchen test off by one ball (a ball a radius past the head string counts as in the kitchen)',
    file: 'src/rules/general-fouls.ts',
    find: 'return b !== undefined && b.x < xH - eps;',
    replace: 'return b !== undefined && b.x < xH - eps + 0.028575;',
    tests: RULE_TESTS,
  },
  {
    name: 'three fouls counted from two',
    file: 'src/rules/thresholds.ts',
    find: 'export const THREE_FOULS = 3;',
    replace: 'export const THREE_FOULS = 2;',
    tests: RULE_TESTS,
  },
  {
    name: '9-ball: the 9 on a foul is not respotted',
    file: 'src/rules/games/nine-ball.ts',
    find: "const respot = ninePocketed || nineOff ? ['9'] : [];",
    replace: 'const respot: string[] = [];',
    tests: RULE_TESTS,
  },
  {
    name: 'G19: a scratch is not a foul',
    file: 'src/rules/general-fouls.ts',
    find: "if (facts.cuePocketedT !== null) out.push(foul('cue-ball-pocketed', facts.cuePocketedT));",
    replace: "if (facts.cuePocketedT === -1) out.push(foul('cue-ball-pocketed', facts.cuePocketedT));",
    tests: RULE_TESTS,
  },
  {
    name: 'G18: no cushion after the contact is not a foul',
    file: 'src/rules/general-fouls.ts',
    find: "if (!pocketedAfter && facts.cushionsAfterFirst.length === 0) return [foul('no-rail-after-contact', null)];",
    replace: "if (pocketedAfter && facts.cushionsAfterFirst.length < 0) return [foul('no-rail-after-contact', null)];",
    tests: RULE_TESTS,
  },
  {
    name: '9-ball: no push-out offered after a legal break (caught by the library alone)',
    file: 'src/rules/games/nine-ball.ts',
    find: "{ options: isBreak ? ['push-out'] : [] }",
    replace: '{ options: [] }',
    tests: ['test/scenario'],
  },
  {
    name: 'G31c: a spotted ball 2 mm from the cue ball instead of 1 (caught by the library alone)',
    file: 'src/rules/thresholds.ts',
    find: 'export const SPOT_GAP_TO_CUE_M = 0.001;',
    replace: 'export const SPOT_GAP_TO_CUE_M = 0.002;',
    tests: ['test/scenario'],
  },
  {
    name: 'simultaneous hits never count (T2.10)',
    file: 'src/rules/thresholds.ts',
    find: 'export const SIMULTANEOUS_DT_S = 0.00025;',
    replace: 'export const SIMULTANEOUS_DT_S = -1;',
    tests: RULE_TESTS,
  },
];

const root = resolve(import.meta.dirname, '../..');
const only = process.argv.slice(2);
const chosen = only.length > 0 ? MUTATIONS.filter((m) => only.some((o) => m.name.includes(o))) : MUTATIONS;
const rows: Array<{ name: string; caught: boolean; detail: string }> = [];
for (const [k, m] of chosen.entries()) {
  const dir = join(tmpdir(), `pool-mutant-${process.pid}-${k}`);
  execFileSync('git', ['worktree', 'add', '--detach', '-q', dir, 'HEAD'], { cwd: root });
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const path = join(dir, m.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(m.find)) throw new Error(`mutation "${m.name}": the text to replace is not in ${m.file}`);
    writeFileSync(path, text.split(m.find).join(m.replace));
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...m.tests], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const out = `${run.stdout}\n${run.stderr}`;
    const failed = /Tests\s+.*?(\d+) failed/.exec(out);
    rows.push({
      name: m.name,
      caught: run.status !== 0,
      detail: failed ? `${failed[1]} tests fail` : run.status !== 0 ? 'the run fails' : 'all pass',
    });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
  const last = rows[rows.length - 1];
  if (last) process.stdout.write(`${last.caught ? 'caught' : 'MISSED'}  ${last.name}: ${last.detail}\n`);
}
const missed = rows.filter((r) => !r.caught).length;
process.stdout.write(`${rows.length - missed} caught, ${missed} missed\n`);
process.exitCode = missed > 0 ? 1 : 0;

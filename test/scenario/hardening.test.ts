/**
 * Hardening: each class of bad input is refused at its mechanism, with the field named,
 * and nothing runs. One test per class; the CLI's own refusals are in test/cli/hardening.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { MAX_NESTING, parseScenario, parseScenarioText } from '../../src/scenario/load.ts';
import { readShared, shareFragment } from '../../src/scenario/share.ts';
import { LIMITS, SIZES } from '../../src/scenario/schema.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { esc } from '../../src/scenario/svg-diagram.ts';

const base = {
  format: 'pool-scenario/1',
  name: 't',
  game: 'nine-ball',
  balls: [
    { id: 'cue', x: -0.6, y: 0 },
    { id: '1', x: 0.3, y: 0 },
  ],
  shot: { aimAt: '1', cueSpeed: 2 },
};
function refusal(raw: unknown): string {
  try {
    parseScenario(raw);
  } catch (e) {
    if (e instanceof ScenarioError) return e.message;
    throw e;
  }
  return '';
}

describe('1. every number has a range', () => {
  it('the published JSON Schema bounds every number it holds, below and above', () => {
    const schema = JSON.parse(readFileSync('schema/pool-scenario-1.schema.json', 'utf8')) as unknown;
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) {
        node.forEach((x, i) => walk(x, `${path}[${i}]`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.type === 'number' || o.type === 'integer') {
        const low = o.minimum !== undefined || o.exclusiveMinimum !== undefined;
        const high = o.maximum !== undefined || o.exclusiveMaximum !== undefined;
        if (!low || !high) unbounded.push(path);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
    };
    walk(schema, '$');
    expect(unbounded).toEqual([]);
  });
  it('the numbers that overflowed the physics are refused with their field', () => {
    expect(refusal({ ...base, shot: { aimPoint: [1e155, 0], cueSpeed: 2 } })).toMatch(/^shot\.aimPoint\[0\]: must be <=10/);
    expect(refusal({ ...base, balls: [{ id: 'cue', x: -0.6, y: 0, v: [1e155, 0, 0] }, base.balls[1]] })).toMatch(/^balls\[0\]\.v\[0\]: must be <=20/);
    expect(refusal({ ...base, balls: [{ id: 'cue', x: -0.6, y: 0, w: [0, 0, 1e308] }, base.balls[1]] })).toMatch(
      /^balls\[0\]\.w\[2\]: must be <=1000/,
    );
    expect(refusal({ ...base, balls: [{ id: 'cue', x: -0.6, y: 0, v: [0, 0, 1e6] }, base.balls[1]] })).toMatch(/^balls\[0\]\.v\[2\]: must be <=20/);
    expect(refusal({ ...base, shot: { aimDeg: 1e20, cueSpeed: 2 } })).toMatch(/^shot\.aimDeg: must be <=360/);
    const link = readShared(shareFragment({ ...base, shot: { aimDeg: 1e20, cueSpeed: 2 } } as never));
    expect(link && 'error' in link ? link.error : '').toMatch(/shot\.aimDeg: must be <=360/);
  });
  it('docs/input-limits.md lists every limit of the schema, with the same range and unit', () => {
    const doc = readFileSync('docs/input-limits.md', 'utf8');
    for (const [key, l] of Object.entries(LIMITS)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      expect(row).toContain(`${l.min} to ${l.max}`);
      if (l.unit) expect(row).toContain(l.unit);
    }
  });
});

describe('2. a vertical cue is a stroke', () => {
  it('elevationDeg 90 with other balls on the table is accepted (cos 90 = 0 divides nothing)', () => {
    expect(refusal({ ...base, shot: { aimAt: '1', cueSpeed: 1, elevationDeg: 90, tip: { side: 0, height: 0.3 } } })).toBe('');
  });
});

describe('4. error output has a limit', () => {
  it('36 problems give ten lines and a count, not 36', () => {
    const balls = Array.from({ length: 18 }, () => ({ id: 'cue', x: 'x', y: 'y' }));
    const lines = refusal({ ...base, balls }).split('\n');
    expect(lines.length).toBe(11);
    expect(lines[10]).toBe('... and 26 more problems');
  });
});

describe('5. keys and shapes that get past a schema', () => {
  it('__proto__, constructor and prototype are refused anywhere, with their path', () => {
    expect(() => parseScenarioText('{"__proto__": {"format": "pool-scenario/1"}, "name": "t"}')).toThrow(/^__proto__: this key is not allowed/);
    expect(() =>
      parseScenarioText('{"format": "pool-scenario/1", "name": "t", "balls": [{"id": "cue", "__proto__": null, "x": 0, "y": 0}]}'),
    ).toThrow(/^balls\[0\]\.__proto__: this key/);
    expect(() => parseScenarioText(JSON.stringify({ ...base, state: { constructor: 1 } }))).toThrow(/^state\.constructor: this key/);
  });
  it('nesting deeper than the format refuses cleanly (no stack overflow), also in a link', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(() => parseScenarioText(`{"format": "pool-scenario/1", "name": "t", "balls": ${deep}}`)).toThrow(
      new RegExp(`nested deeper than ${MAX_NESTING} levels`),
    );
    const link = readShared(`scenario=${Buffer.from(`{"balls": ${'['.repeat(7400)}${']'.repeat(7400)}}`).toString('base64url')}`);
    expect(link && 'error' in link ? link.error : '').toMatch(/nested deeper/);
  });
  it('a UTF-8 byte-order mark is accepted', () => {
    expect(parseScenarioText(`\uFEFF${JSON.stringify(base)}`).name).toBe('t');
  });
});

describe('8. the parts of a scenario agree', () => {
  const lag = {
    format: 'pool-scenario/1',
    name: 'lag',
    game: 'lag',
    balls: [
      { id: 'lag-A', x: -0.87, y: 0.315 },
      { id: 'lag-B', x: -0.87, y: -0.315 },
    ],
  };
  it('a lag has both lag balls and one stroke on each; lag balls play only in a lag', () => {
    expect(
      refusal({
        ...lag,
        shot: [
          { ball: 'lag-A', aimDeg: 0, cueSpeed: 1.4 },
          { ball: 'lag-A', aimDeg: 0, cueSpeed: 1.4 },
        ],
      }),
    ).toMatch(/shot\[1\]\.ball: "lag-A" is struck twice/);
    expect(refusal({ ...lag, shot: { ball: 'lag-A', aimDeg: 0, cueSpeed: 1.4 } })).toMatch(/^shot: the lag is two strokes/);
    expect(
      refusal({
        ...lag,
        balls: [lag.balls[0]],
        shot: [
          { ball: 'lag-A', aimDeg: 0, cueSpeed: 1.4 },
          { ball: 'lag-B', aimDeg: 0, cueSpeed: 1.4 },
        ],
      }),
    ).toMatch(/balls: the lag needs ball "lag-B"/);
    expect(refusal({ ...base, balls: [...base.balls, { id: 'lag-A', x: -0.9, y: 0.3 }] })).toMatch(/balls\[2\]\.id: "lag-A" is a lag ball/);
  });
  it('ball in hand needs a cue ball on the table; a call, a frozen ball, a touched ball must be on it; groups differ; a 14.1 score below the race', () => {
    expect(refusal({ ...base, balls: [{ id: 'cue', pocket: 'foot-left' }, base.balls[1]], shot: undefined, state: { ballInHand: 'table' } })).toMatch(
      /^state\.ballInHand: ball in hand needs the cue ball/,
    );
    expect(refusal({ ...base, state: { call: { ball: '8', pocket: 'foot-left' } } })).toMatch(
      /^state\.call\.ball: the called ball "8" is not on the table/,
    );
    expect(refusal({ ...base, state: { frozenDeclared: [{ ball: '5', to: 'left' }] } })).toMatch(/^state\.frozenDeclared\[0\]\.ball: ball "5"/);
    expect(refusal({ ...base, declared: [{ type: 'ball-touched', by: 'A', t: 0.5, ball: '7' }] })).toMatch(
      /^declared\[0\]\.ball: ball "7" is not on the table/,
    );
    expect(refusal({ ...base, game: 'eight-ball', state: { groups: { A: 'solids', B: 'solids' } } })).toMatch(
      /^state\.groups: both players cannot have the solids/,
    );
    expect(refusal({ ...base, game: 'straight-pool', state: { score: { A: 500, B: 0 }, target: 150 } })).toMatch(
      /^state\.score\.A: 500 points have already reached the race to 150/,
    );
  });
});

describe('9. the diagram is XML whatever the name holds', () => {
  it('control characters and lone surrogates become U+FFFD; the five specials are escaped', () => {
    expect(esc('a\u0001b\u001Fc\uD800d<&>"\'')).toBe('a\uFFFDb\uFFFDc\uFFFDd&lt;&amp;&gt;&quot;&apos;');
    expect(esc('tab\tand\nnewline, 😀')).toBe('tab\tand\nnewline, 😀');
  });
});

describe('issue 30, point 1: cost bounded by size', () => {
  it('500 and 10,000 balls on one spot are one problem, refused before any pairwise check (no stack overflow), also in a link', () => {
    for (const n of [500, 10_000]) {
      const msg = refusal({ ...base, balls: Array.from({ length: n }, () => ({ id: '1', x: 0, y: 0 })) });
      expect(msg).toBe(`balls: must be <=${SIZES.balls} items, got an array of ${n}`);
    }
    const link = readShared(shareFragment({ ...base, balls: Array.from({ length: 600 }, () => ({ id: '1', x: 0, y: 0 })) } as never));
    expect(link && 'error' in link ? link.error : '').toBe(`shared link: balls: must be <=${SIZES.balls} items, got an array of 600`);
  });
  it('the most balls a file may list, all on one spot, give a bounded list of problems', () => {
    const msg = refusal({ ...base, balls: Array.from({ length: SIZES.balls }, () => ({ id: '1', x: 0, y: 0 })) });
    expect(msg).toMatch(/\.\.\. and \d+ more problems$/);
  });
  it('every list and text of the format has its size; one more is refused with its field', () => {
    const many = <T>(n: number, f: (k: number) => T) => Array.from({ length: n + 1 }, (_, k) => f(k));
    const cases: Array<[string, unknown]> = [
      ['declared', { declared: many(SIZES.declared, () => ({ type: 'disturbance', by: 'spectator' })) }],
      ['state.frozenDeclared', { state: { frozenDeclared: many(SIZES.frozenDeclared, () => ({ ball: '1', to: 'left' })) } }],
      ['expect.fouls', { expect: { fouls: many(SIZES.fouls, () => ({})) } }],
      ['expect.pocketed', { expect: { pocketed: many(SIZES.pocketed, () => '1') } }],
      ['expect.respot', { expect: { respot: many(SIZES.respot, () => ({ id: '1' })) } }],
      ['expect.next.options', { expect: { next: { options: many(SIZES.options, () => 'x') } } }],
      ['expect.events', { expect: { events: many(SIZES.events, () => ({})) } }],
      ['tags', { tags: many(SIZES.tags, () => 't') }],
      ['tags[0]', { tags: ['t'.repeat(SIZES.tagChars + 1)] }],
      ['name', { name: 'n'.repeat(SIZES.nameChars + 1) }],
      ['twin', { twin: 'n'.repeat(SIZES.nameChars + 1) }],
      ['expect.fouls[0].code', { expect: { fouls: [{ code: 'c'.repeat(SIZES.codeChars + 1) }] } }],
      ['description.sk', { description: { en: 'd', sk: 'd'.repeat(SIZES.textChars + 1) } }],
      ['brief.en', { brief: { en: 'd'.repeat(SIZES.textChars + 1), sk: 'd' } }],
    ];
    for (const [path, extra] of cases)
      expect(refusal({ ...base, ...(extra as object) }), path).toMatch(new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')}: must be <=`));
  });
  it('docs/input-limits.md lists every size with its number', () => {
    const doc = readFileSync('docs/input-limits.md', 'utf8').split('\n');
    for (const [key, n] of Object.entries(SIZES)) {
      const row = doc.find((line) => line.includes(`\`SIZES.${key}\``));
      expect(row, key).toBeDefined();
      expect(row).toContain(n.toLocaleString('en-US'));
    }
  });
});

describe('issue 30, point 2: errors name the field and stay short', () => {
  it('a bad value inside a stroke names its field, for one stroke and for the lag pair', () => {
    expect(refusal({ ...base, shot: { aimAt: 'x', cueSpeed: 2 } })).toMatch(/^shot\.aimAt: expected one of "1", .*got "x"$/);
    expect(refusal({ ...base, shot: { aimAt: '1', cueSpeed: 2, tip: { side: 'a' } } })).toBe('shot.tip.side: expected a number, got "a"');
    expect(
      refusal({
        ...base,
        game: 'lag',
        shot: [
          { aimDeg: 0, cueSpeed: 1 },
          { aimDeg: 0, cueSpeed: 'q' },
        ],
      }),
    ).toBe('shot[1].cueSpeed: expected a number, got "q"');
    expect(refusal({ ...base, shot: 5 })).toBe('shot: expected an object or an array, got 5');
    expect(refusal({ ...base, shot: [{ aimDeg: 0, cueSpeed: 1 }] })).toBe('shot: must be exactly 2 items, got an array of 1');
  });
  it('invalid JSON is one line; a long value or key is echoed shortened, with its length', () => {
    const bad = refusalText('{"format": "pool-scenario/1",\n "name": "t",\n\n "balls": [1,\n,\n]}');
    expect(bad).toMatch(/^\(file\): invalid JSON: /);
    expect(bad).not.toContain('\n');
    expect(refusalText('{"format": "pool-scenario/1" "name": "t"}')).toMatch(/\(line 1, column 30\)$/);
    const long = refusal({ ...base, game: 'x'.repeat(100_000) });
    expect(long.length).toBeLessThan(300);
    expect(long).toMatch(/\.\.\. \(100000 characters\)"$/);
    expect(refusal({ ...base, ['k'.repeat(5000)]: 1 }).length).toBeLessThan(200);
  });
  it('an integer out of range is reported once, with its own bound', () => {
    expect(refusal({ ...base, rack: { type: 'nine-ball', seed: 1e300 } })).toBe('rack.seed: must be <=2147483647, got 1e+300');
  });
  it('a key given twice in one object is refused with its path, also in a link', () => {
    expect(refusalText('{"format": "pool-scenario/1", "name": "t", "name": "u"}')).toBe(
      'name: this key is given twice in one object (which value is meant?)',
    );
    expect(refusalText('{"format": "pool-scenario/1", "name": "t", "balls": [{"id": "cue"}, {"id": "1", "x": 0, "x": 0.2, "y": 0}]}')).toMatch(
      /^balls\[1\]\.x: this key is given twice/,
    );
    expect(refusalText('{"a": {"b\\"": [1, {"c": "\\"c\\"", "d": 1, "c": 2}]}}')).toMatch(/^a\.b"\[1\]\.c: this key is given twice/);
    const text = '{"format": "pool-scenario/1", "name": "t", "game": "nine-ball", "game": "eight-ball"}';
    const link = readShared(`scenario=${Buffer.from(text).toString('base64url')}`);
    expect(link && 'error' in link ? link.error : '').toMatch(/^shared link: game: this key is given twice/);
  });
  it('a layout with no stroke is not ruled in a game: the runner says there is no stroke', () => {
    const layout = parseScenario({ ...base, shot: undefined });
    expect(() => runScenario(layout)).toThrow(/^shot: there is no stroke to rule on in nine-ball/);
    expect(() => runScenario(parseScenario({ ...base, game: 'practice', shot: undefined }))).not.toThrow();
  });
  it('a push-out is refused outside 9-ball; in 9-ball one announced when none is open is accepted (the ruling says so)', () => {
    expect(refusal({ ...base, game: 'eight-ball', state: { pushOut: true } })).toBe(
      'state.pushOut: a push-out is played only in 9-ball; the game is eight-ball',
    );
    expect(refusal({ ...base, game: 'eight-ball', state: { phase: 'push-out-available' } })).toMatch(
      /^state\.phase: "push-out-available" is a 9-ball phase/,
    );
    expect(refusal({ ...base, state: { pushOut: true } })).toBe('');
    expect(refusal({ ...base, state: { pushOut: true, phase: 'push-out-available' } })).toBe('');
  });
});

function refusalText(text: string): string {
  try {
    parseScenarioText(text);
  } catch (e) {
    if (e instanceof ScenarioError) return e.message;
    throw e;
  }
  return '';
}

/**
 * Hardening (issue 17): each class of bad input is refused at its mechanism, with the field named,
 * and nothing runs. One test per class; the CLI's own refusals are in test/cli/hardening.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../../src/scenario/errors.ts';
import { MAX_NESTING, parseScenario, parseScenarioText } from '../../src/scenario/load.ts';
import { readShared, shareFragment } from '../../src/scenario/share.ts';
import { LIMITS } from '../../src/scenario/schema.ts';
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
  it('10,000 bad balls give ten lines and a count, not ten thousand', () => {
    const balls = Array.from({ length: 10_000 }, () => ({ id: 'cue', x: 'x', y: 0 }));
    const lines = refusal({ ...base, balls }).split('\n');
    expect(lines.length).toBe(11);
    expect(lines[10]).toMatch(/^\.\.\. and \d+ more problems$/);
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

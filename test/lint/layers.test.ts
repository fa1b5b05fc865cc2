/**
 * The layer boundaries of design.md, as eslint.config.js enforces them: table, physics, rules, advisor,
 * scenario and math never import three, lil-gui, the renderer or the UI, nor touch the DOM; rules
 * never imports cannon-es; render never imports rules; the layers import only downwards, and physics
 * and rules only through their front doors (index.ts). Each case lints a one-line file placed in the
 * layer and expects the boundary's own message, so a rule dropped from the config fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries (design.md, layers)', () => {
  for (const layer of ['table', 'physics', 'rules', 'scenario', 'math', 'advisor']) {
    it(`src/${layer} imports neither three nor lil-gui nor the renderer, and uses no DOM`, async () => {
      const path = `src/${layer}/boundary-check.ts`;
      expect(await problems(path, "import * as THREE from 'three';\nexport const x = THREE;\n")).toEqual([
        expect.stringContaining('never import three'),
      ]);
      expect(await problems(path, "import GUI from 'lil-gui';\nexport const g = GUI;\n")).toEqual([expect.stringContaining('never import three')]);
      expect(await problems(path, "import { TableView } from '../render/table-view.ts';\nexport const v = TableView;\n")).toEqual([
        expect.stringContaining('never import three'),
      ]);
      expect(await problems(path, 'export const title = () => document.title;\n')).toEqual([expect.stringContaining('no DOM')]);
    });
  }
  it('src/server never imports the renderer, the UI or three; the pure layers never import the server', async () => {
    const path = 'src/server/boundary-check.ts';
    expect(await problems(path, "import { TableView } from '../render/table-view.ts';\nexport const v = TableView;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import { PracticeApp } from '../ui/practice-app.ts';\nexport const a = PracticeApp;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import * as THREE from 'three';\nexport const x = THREE;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import { openMatch } from '../scenario/match-session.ts';\nexport const o = openMatch;\n")).toEqual([]);
    expect(
      await problems('src/scenario/boundary-check.ts', "import { TableServer } from '../server/table-server.ts';\nexport const t = TableServer;\n"),
    ).toEqual([expect.stringContaining('never import three')]);
  });
  it('src/rules never imports cannon-es; src/physics may', async () => {
    const code = "import * as CANNON from 'cannon-es';\nexport const c = CANNON;\n";
    expect(await problems('src/rules/boundary-check.ts', code)).toEqual([expect.stringContaining('rules never imports cannon-es')]);
    expect(await problems('src/physics/boundary-check.ts', code)).toEqual([]);
  });
  it('src/render never imports rules; src/ui may', async () => {
    const code = "import { adjudicate } from '../rules/adjudicate.ts';\nexport const a = adjudicate;\n";
    expect(await problems('src/render/boundary-check.ts', code)).toEqual([expect.stringContaining('render never imports rules')]);
    expect(await problems('src/ui/boundary-check.ts', code.replace('adjudicate.ts', 'index.ts'))).toEqual([]);
  });
  it('physics and rules are reached through their front doors (index.ts), never a file behind them', async () => {
    const deepPhysics = "import { simulate } from '../physics/simulate.ts';\nexport const s = simulate;\n";
    const entryPhysics = "import { simulate } from '../physics/engine.ts';\nexport const s = simulate;\n";
    const deepRules = "import { applyRuling } from '../rules/next-state.ts';\nexport const a = applyRuling;\n";
    const recordPhysics = "import { sampleBall } from '../physics/index.ts';\nexport const s = sampleBall;\n";
    for (const layer of ['rules', 'scenario', 'advisor', 'ui', 'cli', 'i18n']) {
      expect(await problems(`src/${layer}/boundary-check.ts`, deepPhysics)).toEqual([
        expect.stringContaining('front door, src/physics/index.ts or src/physics/engine.ts'),
      ]);
      expect(await problems(`src/${layer}/boundary-check.ts`, recordPhysics)).toEqual([]);
      // The engine's door loads cannon-es: every layer but the rules may use it.
      expect(await problems(`src/${layer}/boundary-check.ts`, entryPhysics)).toEqual(
        layer === 'rules' ? [expect.stringContaining('rules never imports cannon-es')] : [],
      );
    }
    for (const layer of ['scenario', 'advisor', 'ui', 'cli', 'i18n'])
      expect(await problems(`src/${layer}/boundary-check.ts`, deepRules)).toEqual([expect.stringContaining('front door, src/rules/index.ts')]);
    expect(await problems('src/main.ts', deepRules)).toEqual([expect.stringContaining('front door, src/rules/index.ts')]);
    // Inside its own folder a file imports its neighbours directly.
    expect(await problems('src/rules/boundary-check.ts', "import { applyRuling } from './next-state.ts';\nexport const a = applyRuling;\n")).toEqual(
      [],
    );
    expect(await problems('src/physics/cue/boundary-check.ts', "import { simulate } from '../simulate.ts';\nexport const s = simulate;\n")).toEqual(
      [],
    );
  });
  it('the layer order (math < table < physics < rules < scenario < advisor < render, ui, cli): no layer imports one above it', async () => {
    const cases: Array<[string, string]> = [
      ['src/math/boundary-check.ts', "import { tableGeometry } from '../table/index.ts';\nexport const t = tableGeometry;\n"],
      ['src/table/boundary-check.ts', "import { simulate } from '../physics/index.ts';\nexport const s = simulate;\n"],
      ['src/physics/boundary-check.ts', "import { adjudicate } from '../rules/index.ts';\nexport const a = adjudicate;\n"],
      ['src/rules/boundary-check.ts', "import { runScenario } from '../scenario/run.ts';\nexport const r = runScenario;\n"],
      ['src/scenario/boundary-check.ts', "import { advise } from '../advisor/advise.ts';\nexport const a = advise;\n"],
      ['src/advisor/boundary-check.ts', "import { EXIT_DIFFERS } from '../cli/exit-codes.ts';\nexport const e = EXIT_DIFFERS;\n"],
    ];
    for (const [path, code] of cases) expect(await problems(path, code)).toEqual([expect.stringMatching(/is below .*it never imports them/)]);
    // Downwards is allowed: the advisor plays strokes through the scenario layer, the UI uses the advisor.
    expect(
      await problems('src/advisor/boundary-check.ts', "import { playStroke } from '../scenario/play-stroke.ts';\nexport const p = playStroke;\n"),
    ).toEqual([]);
    expect(await problems('src/ui/boundary-check.ts', "import { advise } from '../advisor/advise.ts';\nexport const a = advise;\n")).toEqual([]);
  });
  it('a function over 150 lines is refused outside the tests', async () => {
    const long = `export function f(): number {\n${Array.from({ length: 151 }, (_, i) => `  const a${i} = ${i};`).join('\n')}\n  return a0;\n}\n`;
    expect((await problems('src/math/boundary-check.ts', long)).join()).toContain('max-lines-per-function');
    expect((await problems('test/math/boundary-check.test.ts', long)).join()).not.toContain('max-lines-per-function');
  });
});
